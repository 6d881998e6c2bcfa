! Application style: a red-black Gauss-Seidel smoother with two orphaned DO loops in one
! parallel region per sweep; schedule(static) so each colour is independent.
! expect-exit: 0
! expect-stdout:
! | u(mid) =   0.00475779
module smoother
  implicit none
contains
  subroutine redblack(u, f, n, h2)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(0:n + 1)
    real(8), intent(in) :: f(0:n + 1), h2
    integer :: i
!$omp do schedule(static)
    do i = 1, n, 2
      u(i) = 0.5d0 * (u(i - 1) + u(i + 1) - h2 * f(i))
    end do
!$omp do schedule(static)
    do i = 2, n, 2
      u(i) = 0.5d0 * (u(i - 1) + u(i + 1) - h2 * f(i))
    end do
  end subroutine
end module

program nested_subroutine_calls
  use smoother
  implicit none
  integer, parameter :: n = 101
  real(8) :: u(0:n + 1), f(0:n + 1), h2
  integer :: it
  u = 0d0
  f = -1d0
  h2 = (1d0 / (n + 1))**2
!$omp parallel private(it)
  do it = 1, 50
    call redblack(u, f, n, h2)
  end do
!$omp end parallel
  print '(a,f12.8)', 'u(mid) = ', u((n + 1) / 2)
end program
