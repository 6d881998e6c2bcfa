! Types: named constants (`parameter`) including arrays and constant expressions, `data`
! statements with repeat counts and implied do, and implicit typing (i-n integer, else real).
! expect-exit: 0
! expect-stdout:
! | 5 26
! |   0.25  0.50  0.25  1.00
! | deck 4
! |   1  1  1 -1 -1
! |   1.5  0.0  1.5  0.0  1.5  0.0
! | 7  3.0
program params
  implicit none
  integer, parameter :: n = 5, n2 = n * n + 1
  real(8), parameter :: coef(3) = [0.25d0, 0.5d0, 0.25d0]
  character(*), parameter :: tag = 'deck'
  integer :: table(n), k
  real(8) :: w(6)
  data table /3 * 1, 2 * -1/
  data (w(k), k = 1, 6, 2) /3 * 1.5d0/, (w(k), k = 2, 6, 2) /3 * 0.0d0/
  write(*, '(i0,1x,i0)') n, n2
  write(*, '(3f6.2,f6.2)') coef, sum(coef)
  write(*, '(a,1x,i0)') tag, len(tag)
  write(*, '(5i3)') table
  write(*, '(6f5.1)') w
  call implicit_rules()
end program params

subroutine implicit_rules()
  ! No implicit none here: i..n are integer, the rest real.
  kount = 7
  xval = kount / 2
  write(*, '(i0,1x,f4.1)') kount, xval
end subroutine implicit_rules
