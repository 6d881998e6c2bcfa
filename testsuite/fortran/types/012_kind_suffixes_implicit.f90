! Types: literal constants with kind suffixes (`1.0_dp`, `2_int64`, `.true._lk`-free), an
! `implicit real(8) (a-h, o-z)` legacy routine, and a named-constant kind reused everywhere.
! expect-exit: 0
! expect-stdout:
! |  0.33333333333333331  0.333333343
! | 205891132094649
! |  1.50000E-03
! |   2.9289682540
! | 8 4
module prec
  implicit none
  integer, parameter :: dp = kind(1.0d0), sp = kind(1.0)
end module prec

subroutine legacy_sum(n, total)
  implicit real(8) (a-h, o-z)
  integer :: n
  total = 0
  do i = 1, n
    x = 1.0d0 / i
    total = total + x
  end do
end subroutine legacy_sum

program suffixes
  use prec
  use iso_fortran_env, only: int64
  implicit none
  real(dp) :: a, total
  real(sp) :: b
  integer(int64) :: big
  a = 1.0_dp / 3.0_dp
  b = 1.0_sp / 3.0_sp
  big = 3_int64**30
  write(*, '(f20.17,1x,f12.9)') a, b
  write(*, '(i0)') big
  write(*, '(es12.5)') 1.5e-3_dp
  call legacy_sum(10, total)
  write(*, '(f14.10)') total
  write(*, '(i0,1x,i0)') kind(a), kind(b)
end program suffixes
