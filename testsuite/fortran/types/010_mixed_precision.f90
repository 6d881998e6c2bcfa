! Types: mixed single/double precision: a real(4) accumulation against a real(8) one, the
! promotion of mixed operands, real(4) literals widened (0.1 vs 0.1d0), and kind of results.
! expect-exit: 0
! expect-stdout:
! |    10.00631046    10.00000000
! |  0.10000000149011612
! |  0.10000000000000001
! | 8 4 8
! |   9.93410748E-09
! | ************
program mixedprec
  implicit none
  real(4) :: s4
  real(8) :: s8, x8
  integer :: i
  s4 = 0.0
  s8 = 0.0d0
  do i = 1, 100000
    s4 = s4 + 1.0e-4
    s8 = s8 + 1.0d-4
  end do
  write(*, '(f14.8,1x,f14.8)') s4, s8
  x8 = 0.1
  write(*, '(f20.17)') x8
  x8 = 0.1d0
  write(*, '(f20.17)') x8
  write(*, '(i0,1x,i0,1x,i0)') kind(1.0 + 1.0d0), kind(2 * 1.0), kind(2_8 * 3)
  write(*, '(es16.8)') real(1, 4) / 3 - real(1, 8) / 3
  write(*, '(f12.6)') real(16777217, 4)
end program mixedprec
