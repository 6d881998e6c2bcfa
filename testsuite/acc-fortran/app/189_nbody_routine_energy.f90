! App: an n-body step: a `routine seq` function for the pair force in a module, the force
! loop a `parallel loop gang vector` over bodies with an inner sequential loop over the others
! (`reduction(+:)` on a private accumulator per body is not needed: each body writes its own),
! the potential energy a `reduction(+:)` over pairs with `collapse(2)`, the arrays in a `data`
! region over the steps.
! expect-exit: 0
! expect-stdout:
! | energy    =    -239.2450846
! | x(1), x(n)=      0.0024292     62.9975708
! | momentum  =       0.0000000
module nbody_m
  implicit none
contains
  real(8) function pair_force(xi, xj) result(f)
    !$acc routine seq
    real(8), intent(in) :: xi, xj
    real(8) :: d
    d = xj - xi
    f = d / (abs(d)**3 + 0.01d0)
  end function pair_force
end module nbody_m

program nbody_routine_energy
  use nbody_m
  implicit none
  integer, parameter :: n = 64, steps = 5
  real(8) :: x(n), v(n), f(n), e, fi, p
  integer :: i, j, s
  do i = 1, n
    x(i) = i - 1
    v(i) = 0
  end do
  !$acc data copy(x, v) create(f)
  do s = 1, steps
    !$acc parallel loop gang vector present(x, f) private(fi)
    do i = 1, n
      fi = 0
      do j = 1, n
        if (j /= i) fi = fi + pair_force(x(i), x(j))
      end do
      f(i) = fi
    end do
    !$acc parallel loop present(x, v, f)
    do i = 1, n
      v(i) = v(i) + 0.01d0 * f(i)
      x(i) = x(i) + 0.01d0 * v(i)
    end do
  end do
  e = 0
  !$acc parallel loop collapse(2) present(x) reduction(+:e)
  do j = 1, n
    do i = 1, n
      if (i < j) e = e - 1 / sqrt((x(j) - x(i))**2 + 0.01d0)
    end do
  end do
  !$acc end data
  p = sum(v)
  print '(a, f16.7)', 'energy    =', e
  print '(a, 2f15.7)', 'x(1), x(n)=', x(1), x(n)
  print '(a, f16.7)', 'momentum  =', abs(p)
end program nbody_routine_energy
