! App: a batch of independent tridiagonal systems, one per column, solved by the Thomas
! algorithm in a `parallel loop gang` over the columns with the forward-sweep work arrays
! `private` (each gang its own), the inner sweeps sequential (`loop seq`), the matrix
! coefficients in a module; the answer checked by the residual on the host.
! expect-exit: 0
! expect-stdout:
! | x(1,1), x(n,m) =   0.3751760   1.0000000
! | max residual small: T
module tri_m
  implicit none
  integer, parameter :: n = 64, m = 40
  real(8) :: lower = -1, diag = 4, upper = -1
end module tri_m

program column_solver_private_work
  use tri_m
  implicit none
  real(8) :: rhs(n, m), x(n, m), cp(n), dp(n), den, res, r
  integer :: i, j
  do j = 1, m
    do i = 1, n
      rhs(i, j) = 1 + real(j, 8) / m * merge(2, 1, i == n)
    end do
  end do
  !$acc parallel loop gang copyin(rhs, lower, diag, upper) copyout(x) private(cp, dp, den)
  do j = 1, m
    cp(1) = upper / diag
    dp(1) = rhs(1, j) / diag
    !$acc loop seq
    do i = 2, n
      den = diag - lower * cp(i - 1)
      cp(i) = upper / den
      dp(i) = (rhs(i, j) - lower * dp(i - 1)) / den
    end do
    x(n, j) = dp(n)
    !$acc loop seq
    do i = n - 1, 1, -1
      x(i, j) = dp(i) - cp(i) * x(i + 1, j)
    end do
  end do
  res = 0
  do j = 1, m
    do i = 1, n
      r = diag * x(i, j) - rhs(i, j)
      if (i > 1) r = r + lower * x(i - 1, j)
      if (i < n) r = r + upper * x(i + 1, j)
      res = max(res, abs(r))
    end do
  end do
  print '(a, 2f12.7)', 'x(1,1), x(n,m) =', x(1, 1), x(n, m)
  print '(a, l1)', 'max residual small: ', res < 1.0d-12
end program column_solver_private_work
