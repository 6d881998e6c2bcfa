! Application style: a Jacobi sweep in a subroutine on explicit-shape 2-D dummies, parallel
! do with a max reduction of the change; iterated to convergence.
! expect-exit: 0
! expect-stdout:
! | center:   0.211701
! | diff:  2.702E-04
module jacobi
  implicit none
contains
  subroutine sweep(u, unew, n, diff)
    integer, intent(in) :: n
    real(8), intent(in) :: u(0:n + 1, 0:n + 1)
    real(8), intent(inout) :: unew(0:n + 1, 0:n + 1)
    real(8), intent(out) :: diff
    integer :: i, j
    diff = 0d0
!$omp parallel do reduction(max:diff)
    do j = 1, n
      do i = 1, n
        unew(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
        diff = max(diff, abs(unew(i, j) - u(i, j)))
      end do
    end do
!$omp end parallel do
  end subroutine
end module

program do_in_subroutine_2d
  use jacobi
  implicit none
  integer, parameter :: n = 30
  real(8) :: u(0:n + 1, 0:n + 1), v(0:n + 1, 0:n + 1), diff
  integer :: it
  u = 0d0
  u(0, :) = 1d0
  v = u
  do it = 1, 200
    call sweep(u, v, n, diff)
    call sweep(v, u, n, diff)
  end do
  print '(a,f10.6)', 'center: ', u(n / 2, n / 2)
  print '(a,es10.3)', 'diff: ', diff
end program
