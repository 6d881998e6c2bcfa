! Data: a named common block in data clauses (`copyin(/coef/)`, `copy(/grid/)`, §2.7.1).
! expect-exit: 0
! expect-stdout:
! | g(1), g(50), g(51) =    3.50  150.50   51.00
! | PASS
subroutine scale_grid(n)
  implicit none
  integer :: n, i
  real(8) :: alpha, beta
  real(8) :: g(100)
  common /coef/ alpha, beta
  common /grid/ g
  !$acc parallel loop copyin(/coef/) copy(/grid/)
  do i = 1, n
    g(i) = alpha * g(i) + beta
  end do
end subroutine scale_grid

program common_blocks
  implicit none
  real(8) :: alpha, beta
  real(8) :: g(100)
  common /coef/ alpha, beta
  common /grid/ g
  integer :: i
  alpha = 3.0d0
  beta = 0.5d0
  do i = 1, 100
    g(i) = real(i, 8)
  end do
  call scale_grid(50)
  print '(a, 3f8.2)', 'g(1), g(50), g(51) =', g(1), g(50), g(51)
  if (g(1) == 3.5d0 .and. g(50) == 150.5d0 .and. g(51) == 51.0d0) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program common_blocks
