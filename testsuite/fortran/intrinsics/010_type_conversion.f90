! Intrinsics: conversions between kinds and types (int with kind, real, dble, cmplx, nint
! with kind, transfer of a real's bits to an integer, achar/ichar), and logical kinds.
! expect-exit: 0
! expect-stdout:
! | 3FF0000000000000
! | C004000000000000
! |   100.0000
! | 3 -4
! |    0.3333333
! |   1.00  2.00
! | 122 A
! | 1073741823
! | 4
program conv
  use iso_fortran_env, only: int64, real32, real64
  implicit none
  real(real64) :: d
  integer(int64) :: bits
  d = 1.0d0
  bits = transfer(d, bits)
  write(*, '(z16.16)') bits
  bits = transfer(-2.5d0, bits)
  write(*, '(z16.16)') bits
  write(*, '(f10.4)') transfer(int(z'4059000000000000', int64), d)
  write(*, '(i0,1x,i0)') int(3.99d0, int64), nint(-3.5d0, int64)
  write(*, '(f12.7)') real(1.0d0 / 3.0d0, real32)
  write(*, '(2f6.2)') cmplx(1, 2)
  write(*, '(i0,1x,a)') ichar('z'), achar(65)
  write(*, '(i0)') int(huge(1) / 2.0d0)
  write(*, '(i0)') kind(.true.)
end program conv
