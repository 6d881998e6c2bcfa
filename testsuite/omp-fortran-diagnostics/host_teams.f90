subroutine g(x, n)
  integer :: n, i
  real :: x(n)
  !$omp parallel
  !$omp teams
  x(1) = 1
  !$omp end teams
  !$omp end parallel
  !$omp teams
  !$omp single
  x(2) = 2
  !$omp end single
  !$omp parallel
  !$omp distribute
  do i = 1, n
    x(i) = 3
  end do
  !$omp end parallel
  !$omp end teams
  !$omp distribute
  do i = 1, n
    x(i) = 4
  end do
  !$omp teams
  !$omp distribute parallel do
  do i = 1, n
    x(i) = 5
  end do
  !$omp end teams
end subroutine g
! Host teams (OpenMP 5.0 §2.7, decision 81): gfortran 12 (-c) reports lines 5, 10 and 14 too.
! Line 20 is an orphaned distribute (valid: it binds to the caller's teams region, 5.0
! §2.9.4.1), and so are lines 24-29.
! expect-error: 5:9: 'teams' construct must be closely nested inside of 'target' construct or not nested in any OpenMP construct
! expect-error: 10:9: only 'distribute', 'parallel' or 'loop' regions are allowed to be strictly nested inside 'teams' region
! expect-error: 14:9: distribute region must be strictly nested inside teams construct
