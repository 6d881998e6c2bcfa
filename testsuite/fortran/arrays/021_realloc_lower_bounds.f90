! Intrinsic assignment to an unallocated allocatable array (F2008 §7.2.1.3, 10.2.1.3 in
! F2018): it is allocated with the right side's shape and with LBOUND(expr) as its lower
! bounds — a whole array's own lower bounds, 1 for any other expression.
! expect-exit: 0
! expect-stdout:
! | v lbound  -2   5  ubound   1   7
! | v(-2,5), v(1,7) =   -15.0    17.0
! | w lbound   1   1  ubound   4   3
! | w(1,1) =   -14.0
! | v lbound  -2   5  v(-2,5) =   -28.0
program realloc_lower_bounds
  implicit none
  real(8), allocatable :: u(:, :), v(:, :), w(:, :)
  integer :: i, j
  allocate (u(-2:1, 5:7))
  do j = 5, 7
    do i = -2, 1
      u(i, j) = 10 * i + j
    end do
  end do
  v = u
  print '(a, 2i4, a, 2i4)', 'v lbound', lbound(v), '  ubound', ubound(v)
  print '(a, f8.1, f8.1)', 'v(-2,5), v(1,7) =', v(-2, 5), v(1, 7)
  w = u + 1.0d0
  print '(a, 2i4, a, 2i4)', 'w lbound', lbound(w), '  ubound', ubound(w)
  print '(a, f8.1)', 'w(1,1) =', w(1, 1)
  ! Already allocated with the same shape: the bounds stay.
  v = 2.0d0 * w
  print '(a, 2i4, a, f8.1)', 'v lbound', lbound(v), '  v(-2,5) =', v(-2, 5)
end program realloc_lower_bounds
