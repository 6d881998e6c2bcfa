! Types: int8 and int16 storage with explicit conversions (`int(..., kind)`), ranges from
! huge, arrays of small integers summed into a wider kind, and `iachar` bytes.
! expect-exit: 0
! expect-stdout:
! |     1   -2  100 -128  127    0
! | 98
! | 32762 32767
! | -128 127
! | 219
! | 12700
program smallints
  use iso_fortran_env, only: int8, int16, int32, int64
  implicit none
  integer(int8) :: b(6)
  integer(int16) :: h
  integer(int64) :: total
  integer :: i
  b = int([1, -2, 100, -128, 127, 0], int8)
  write(*, '(6i5)') b
  total = sum(int(b, int64))
  write(*, '(i0)') total
  h = int(huge(h) - 5, int16)
  write(*, '(i0,1x,i0)') h, huge(0_int16)
  write(*, '(i0,1x,i0)') -huge(0_int8) - 1_int8, huge(0_int8)
  write(*, '(i0)') sum([(int(iachar('HPC'(i:i)), int32), i = 1, 3)])
  write(*, '(i0)') int(b(3), int32) * int(b(5), int32)
end program smallints
