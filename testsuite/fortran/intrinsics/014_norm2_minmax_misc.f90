! Intrinsics: norm2 on arrays and along a dimension, hypot, max/min with several arguments
! and on characters, findloc, and `sum` of an integer(8) product.
! expect-exit: 0
! expect-stdout:
! |   13.34166
! |   13.00000   3.00000
! |   13.00000
! |    8  -2
! | pear  apple
! |   2  8  0
! | 1307674368000
! |   11.00000
program misc
  use iso_fortran_env, only: int64
  implicit none
  real(8) :: m(3, 2)
  integer :: v(8) = [4, 9, 2, 9, 7, 2, 5, 9], i
  m = reshape([3.0d0, 4.0d0, 12.0d0, 1.0d0, 2.0d0, 2.0d0], [3, 2])
  write(*, '(f10.5)') norm2(m)
  write(*, '(2f10.5)') norm2(m, dim=1)
  write(*, '(f10.5)') hypot(5.0d0, 12.0d0)
  write(*, '(2i4)') max(3, 8, -2, 7), min(3, 8, -2, 7)
  write(*, '(a,1x,a)') max('apple', 'pear '), min('apple', 'pear ')
  write(*, '(3i3)') findloc(v, 9), findloc(v, 9, back=.true.), findloc(v, 3)
  write(*, '(i0)') product(int([(i, i = 1, 15)], int64))
  write(*, '(f10.5)') maxval(m) - minval(m)
end program misc
