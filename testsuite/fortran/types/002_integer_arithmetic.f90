! Types: integer division and `mod`/`modulo` of negative operands, `**` with integer
! exponents, wrap-free int64 arithmetic, and conversions int/nint/floor/ceiling.
! expect-exit: 0
! expect-stdout:
! |    7   2    3    1    1    3
! |   -7   2   -3   -1    1    3
! |    7  -2   -3    1   -1   -3
! |   -7  -2    3   -1   -1   -3
! |     1024     -27       1  100000    -128
! | 2432902008176640000
! |     2   -2    3   -3   -3   -2    2    3
! |     17    12    -9
! |      7     0
program intarith
  use iso_fortran_env, only: int64
  implicit none
  integer :: a, b, i
  integer(int64) :: f
  integer :: vals(4) = [7, -7, 7, -7], divs(4) = [2, 2, -2, -2]
  do i = 1, 4
    a = vals(i); b = divs(i)
    write(*, '(2i4,4i5)') a, b, a / b, mod(a, b), modulo(a, b), sign(3, b)
  end do
  write(*, '(5i8)') 2**10, (-3)**3, 3**0, 10**5, (-2)**7
  f = 1
  do i = 1, 20
    f = f * i
  end do
  write(*, '(i0)') f
  write(*, '(8i5)') int(2.7), int(-2.7), nint(2.5), nint(-2.5), floor(-2.5), ceiling(-2.5), &
    floor(2.5), ceiling(2.5)
  write(*, '(3i6)') abs(-17), max(3, -9, 12), min(3, -9, 12)
  write(*, '(2i6)') dim(10, 3), dim(3, 10)
end program intarith
