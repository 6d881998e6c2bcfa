! Program units: external subroutines and functions in the same file without an interface
! (implicit interface, arguments by reference), an explicit-shape dummy, and a function whose
! result name differs from its own (`result`).
! expect-exit: 0
! expect-stdout:
! |   1.00000000E+01  7.50000000E+00  6.00000000E+00  4.75000000E+00
! |   3.60000000E+00  2.50000000E+00  1.42857143E+00  3.75000000E-01
! | dot =   1.832512329932E+01
subroutine axpy(n, alpha, x, y)
  implicit none
  integer :: n
  real(8) :: alpha, x(n), y(n)
  integer :: i
  do i = 1, n
    y(i) = y(i) + alpha * x(i)
  end do
end subroutine axpy

function dot(n, x, y) result(s)
  implicit none
  integer :: n
  real(8) :: x(n), y(n), s
  integer :: i
  s = 0.0d0
  do i = 1, n
    s = s + x(i) * y(i)
  end do
end function dot

program ext
  implicit none
  integer, parameter :: n = 8
  real(8) :: x(n), y(n)
  real(8), external :: dot
  integer :: i
  do i = 1, n
    x(i) = 1.0d0 / i
    y(i) = real(n - i, 8)
  end do
  call axpy(n, 3.0d0, x, y)
  write(*, '(4es16.8)') y
  write(*, '(a,es20.12)') 'dot = ', dot(n, x, y)
end program ext
