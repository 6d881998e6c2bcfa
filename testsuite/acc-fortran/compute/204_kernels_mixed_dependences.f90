! App: one `kernels` region without clauses holding loops of both kinds: independent loops
! (parallelised), a prefix sum whose iterations depend on each other (kept sequential: the
! dependence test refuses it), and a loop that reads the prefix sums; the answer is the
! sequential one.
! expect-exit: 0
! expect-stdout:
! | p(n)        =     500500.0
! | q(1), q(n)  =          1.0     500500.0
! | mean        =   167167.000
program kernels_mixed_dependences
  implicit none
  integer, parameter :: n = 1000
  real(8) :: x(n), p(n), q(n), mean
  integer :: i
  !$acc kernels
  do i = 1, n
    x(i) = i
  end do
  p(1) = x(1)
  do i = 2, n
    p(i) = p(i - 1) + x(i)
  end do
  do i = 1, n
    q(i) = p(i)
  end do
  mean = 0
  do i = 1, n
    mean = mean + q(i) / n
  end do
  !$acc end kernels
  print '(a, f13.1)', 'p(n)        =', p(n)
  print '(a, 2f13.1)', 'q(1), q(n)  =', q(1), q(n)
  print '(a, f13.3)', 'mean        =', mean
end program kernels_mixed_dependences
