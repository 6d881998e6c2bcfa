! Arrays: automatic local arrays whose bounds come from dummies and from `size` of another
! argument, a 3-D automatic work array, and an automatic character string.
! expect-exit: 0
! expect-stdout:
! |    1.000   0.000   1.000   0.000
! |    0.000   2.000   0.000   2.000
! |  18.000000
! |  26.47430620
! | ###|
! | #######|
module work_mod
  implicit none
contains
  subroutine smooth3(n, u)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n, n, n)
    real(8) :: w(0:n+1, 0:n+1, 0:n+1)
    integer :: i, j, k
    w = 0.0d0
    w(1:n, 1:n, 1:n) = u
    do k = 1, n
      do j = 1, n
        do i = 1, n
          u(i, j, k) = (w(i-1, j, k) + w(i+1, j, k) + w(i, j-1, k) + w(i, j+1, k) &
                      + w(i, j, k-1) + w(i, j, k+1)) / 6.0d0
        end do
      end do
    end do
  end subroutine smooth3
  real(8) function spread_of(a)
    real(8), intent(in) :: a(:)
    real(8) :: dev(size(a))
    dev = a - sum(a) / size(a)
    spread_of = sqrt(sum(dev**2) / size(a))
  end function spread_of
  subroutine label(k)
    integer, intent(in) :: k
    character(len=k) :: s
    s = repeat('#', k)
    write(*, '(a,"|")') s
  end subroutine label
end module work_mod

program autos
  use work_mod
  implicit none
  integer, parameter :: n = 4
  real(8) :: u(n, n, n)
  integer :: i
  u = 0.0d0
  u(2, 2, 2) = 6.0d0
  u(3, 3, 3) = 12.0d0
  call smooth3(n, u)
  write(*, '(4f8.3)') u(:, 2, 2)
  write(*, '(4f8.3)') u(3, :, 3)
  write(*, '(f10.6)') sum(u)
  write(*, '(f12.8)') spread_of([(real(i, 8)**2, i = 1, 9)])
  call label(3)
  call label(7)
end program autos
