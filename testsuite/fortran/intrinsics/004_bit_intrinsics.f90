! Intrinsics: bit manipulation on integers (iand, ior, ieor, not, ishft, ishftc, ibset, ibclr,
! btest, ibits, popcnt, poppar, leadz, trailz, shifta/shiftl/shiftr) and B/Z edit descriptors.
! expect-exit: 0
! expect-stdout:
! |     18   127   109   -92
! |      728      22     181     173
! |   1115    90     6  F
! |    5   1  25   1
! | 000001011011 0000005B 000133
! |      364      15     -23
! | 1099511627781 3 40
! | FFFFFFFFFFFFFFFF
program bits
  use iso_fortran_env, only: int64
  implicit none
  integer :: a, b
  integer(int64) :: q
  a = 91
  b = 54
  write(*, '(4i6)') iand(a, b), ior(a, b), ieor(a, b), not(a)
  write(*, '(4i8)') ishft(a, 3), ishft(a, -2), ishftc(a, 4, 8), ishftc(a, -1, 8)
  write(*, '(3i6,l3)') ibset(a, 10), ibclr(a, 0), ibits(a, 2, 4), btest(a, 5)
  write(*, '(4i4)') popcnt(a), poppar(a), leadz(a), trailz(b)
  write(*, '(b12.12,1x,z8.8,1x,o6.6)') a, a, a
  write(*, '(3i8)') shiftl(a, 2), shiftr(-a, 28), shifta(-a, 2)
  q = ishft(1_int64, 40) + 5
  write(*, '(i0,1x,i0,1x,i0)') q, popcnt(q), trailz(q - 5)
  write(*, '(z16.16)') not(0_int64)
end program bits
