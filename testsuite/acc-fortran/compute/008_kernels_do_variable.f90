! Compute: plain DO loops in a `kernels` region (§2.5.3, the compiler chooses their
! parallelism): after each one its DO variable holds the value the DO statement gives it
! (§11.1.7.4.3), which code later in the region uses; one loop counts down with a step.
! expect-exit: 0
! expect-stdout:
! | after_i, after_j =   101    -2
! | a(1), a(n-3), a(n) =     2.0    98.0   101.0
! | PASS
program kernels_do_variable
  implicit none
  integer, parameter :: n = 100
  real :: a(n), b(n)
  integer :: i, j, after_i, after_j
  a = 1.0
  !$acc kernels copyout(after_i, after_j) copy(a) create(b)
  do i = 1, n
    b(i) = a(i) * real(i)
  end do
  after_i = i
  do j = n, 1, -3
    a(j) = b(j) + 1.0
  end do
  after_j = j
  !$acc end kernels
  print '(a, 2i6)', 'after_i, after_j =', after_i, after_j
  print '(a, 3f8.1)', 'a(1), a(n-3), a(n) =', a(1), a(n - 3), a(n)
  if (after_i == n + 1 .and. after_j == -2 .and. a(n) == real(n) + 1.0 .and. &
      a(n - 1) == 1.0) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program kernels_do_variable
