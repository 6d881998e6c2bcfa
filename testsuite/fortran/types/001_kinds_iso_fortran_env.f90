! Types: kinds from iso_fortran_env (int8..int64, real32/real64), selected_int_kind and
! selected_real_kind, `double precision`, the `*8` spelling, and huge/digits/precision of each.
! expect-exit: 0
! expect-stdout:
! | 127 32767 2147483647 9223372036854775807
! | 7 15 31 63
! | ik=8 range=18
! | precision: 6 15 15
! | kind(dp) kind(r8): 8 8
! | 1099511627781 3298534883343
! |  1.19209E-07  2.2204460492503E-16
! | -1021 1024
program kinds
  use iso_fortran_env, only: int8, int16, int32, int64, real32, real64
  implicit none
  integer, parameter :: ik = selected_int_kind(12), rk = selected_real_kind(12, 100)
  integer(int8) :: b
  integer(int16) :: h
  integer(int32) :: w
  integer(int64) :: q
  integer(ik) :: big
  real(real32) :: s
  real(real64) :: d
  real(rk) :: r
  double precision :: dp
  real*8 :: r8
  integer*8 :: i8
  b = huge(b); h = huge(h); w = huge(w); q = huge(q)
  write(*, '(4(i0,1x))') b, h, w, q
  write(*, '(4(i0,1x))') digits(b), digits(h), digits(w), digits(q)
  write(*, '(a,i0,a,i0)') 'ik=', ik, ' range=', range(big)
  write(*, '(a,i0,1x,i0,1x,i0)') 'precision: ', precision(s), precision(d), precision(r)
  write(*, '(a,i0,1x,i0)') 'kind(dp) kind(r8): ', kind(dp), kind(r8)
  i8 = 2_int64**40 + 5
  big = i8 * 3
  write(*, '(i0,1x,i0)') i8, big
  write(*, '(es12.5,1x,es20.13)') epsilon(s), epsilon(d)
  write(*, '(i0,1x,i0)') minexponent(d), maxexponent(d)
end program kinds
