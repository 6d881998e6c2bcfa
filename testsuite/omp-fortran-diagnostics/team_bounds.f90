! The bounds of a parallel region's team in a target region (OpenMP 4.5 §2.5.1 num_threads
! and if, translated by the shared layer as for C): checked as Fortran, one error each, in
! `target teams` and in `target`.
program team_bounds
  implicit none
  integer :: n, a(4)
  real :: r
  n = 2
  r = 1
  a = 0
  !$omp target teams map(tofrom: a)
  !$omp parallel num_threads(r)
  a(1) = 1
  !$omp end parallel
  !$omp end target teams
  !$omp target map(tofrom: a)
  !$omp parallel if(n)
  a(2) = 2
  !$omp end parallel
  !$omp end target
  !$omp target teams map(tofrom: a)
  !$omp parallel if(parallel: n > 1) num_threads(n)
  a(3) = 3
  !$omp end parallel
  !$omp end target teams
end program team_bounds
! expect-error: 12:30: the argument of 'num_threads' must be a scalar integer expression
! expect-error: 17:21: the condition of the 'if' clause must be a scalar logical expression
