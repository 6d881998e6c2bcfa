! The binding of a host loop construct (OpenMP 5.0 §2.9.5): an orphaned loop without bind
! (gfortran 12 refuses it too), bind(teams) outside a target region, parallel loop
! bind(thread), and a loop closely nested in a worksharing do.
subroutine f(a, n)
  integer :: n, i, j
  real :: a(n)
  !$omp loop
  do i = 1, n
    a(i) = 0
  end do
  !$omp loop bind(teams)
  do i = 1, n
    a(i) = 0
  end do
  !$omp parallel loop bind(thread)
  do i = 1, n
    a(i) = 0
  end do
  !$omp parallel do
  do i = 1, n
    !$omp loop
    do j = 1, n
      a(j) = 0
    end do
  end do
end subroutine f
! expect-error: 7:9: 'loop' without a 'bind' clause must be closely nested in a 'parallel' or 'teams' construct
! expect-error: 11:9: 'loop' with 'bind(teams)' must be closely nested in a 'teams' region
! expect-error: 15:9: 'parallel loop bind(thread)' is not supported
! expect-error: 21:11: 'loop' without a 'bind' clause must be closely nested in a 'parallel' or 'teams' construct
