! App: a solver module with `declare create` allocatable work arrays (OpenACC 3.3 §2.13.2:
! ALLOCATE in the setup routine creates the device copies, DEALLOCATE deletes them), the
! routines using them inside compute constructs without data clauses, `update device` after
! the host fills them and `update self` of the answer; a Jacobi iteration for a diagonally
! dominant tridiagonal system, checked against the residual on the host.
! expect-exit: 0
! expect-stdout:
! | iterations = 60
! | x(1), x(n) =   0.2113249   0.2113249
! | residual ok = T
module solver_m
  implicit none
  integer :: n
  real(8), allocatable :: x(:), xn(:), rhs(:)
  !$acc declare create(x, xn, rhs)
contains
  subroutine setup(m)
    integer, intent(in) :: m
    n = m
    allocate(x(n), xn(n), rhs(n))
    x = 0
    rhs = 1
    !$acc update device(x, rhs)
  end subroutine setup

  subroutine sweep()
    integer :: i
    real(8) :: l, r
    !$acc parallel loop private(l, r)
    do i = 1, n
      l = 0
      r = 0
      if (i > 1) l = x(i - 1)
      if (i < n) r = x(i + 1)
      xn(i) = (rhs(i) - l - r) / 4
    end do
    !$acc parallel loop
    do i = 1, n
      x(i) = xn(i)
    end do
  end subroutine sweep

  subroutine teardown()
    deallocate(x, xn, rhs)
  end subroutine teardown
end module solver_m

program declare_module_alloc_solver
  use solver_m
  implicit none
  integer :: it, i
  real(8) :: res, l, r
  call setup(500)
  do it = 1, 60
    call sweep()
  end do
  !$acc update self(x)
  res = 0
  do i = 1, n
    l = 0
    r = 0
    if (i > 1) l = x(i - 1)
    if (i < n) r = x(i + 1)
    res = max(res, abs(l + 4 * x(i) + r - rhs(i)))
  end do
  print '(a, i0)', 'iterations = ', it - 1
  print '(a, 2f12.7)', 'x(1), x(n) =', x(1), x(n)
  print '(a, l1)', 'residual ok = ', res < 1.0d-8
  call teardown()
end program declare_module_alloc_solver
