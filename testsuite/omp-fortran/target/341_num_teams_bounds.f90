! `num_teams(lower-bound: upper-bound)` (OpenMP 5.1 §2.7) in Fortran: at least `lower` and
! at most `upper` teams, on `target teams distribute parallel do` in a subroutine taking
! assumed-shape arrays and bounds computed at run time, and on `target teams`. Before,
! "expected ',' or ')'" stopped the compilation.
! expect-exit: 0
! expect-stdout:
! | sum 500500 teams in bounds T
! | target teams in bounds T
module axpy
  use omp_lib
  implicit none
contains
  subroutine add(x, y, lo, hi, nt)
    integer, intent(in) :: x(:), lo, hi
    integer, intent(inout) :: y(:)
    integer, intent(out) :: nt
    integer :: i, teams
    teams = 0
    !$omp target teams distribute parallel do num_teams(lo: hi) map(tofrom: teams)
    do i = 1, size(x)
      if (i == 1) teams = omp_get_num_teams()
      y(i) = y(i) + x(i)
    end do
    nt = teams
  end subroutine
end module

program num_teams_bounds
  use axpy
  use omp_lib
  implicit none
  integer :: x(1000), y(1000), i, nt, t
  do i = 1, 1000
    x(i) = i
  end do
  y = 0
  call add(x, y, 2, 8, nt)
  print '(a,i0,a,l1)', 'sum ', sum(y), ' teams in bounds ', nt >= 1 .and. nt <= 8
  t = 0
  !$omp target teams num_teams(1: 4) map(tofrom: t)
  if (omp_get_team_num() == 0) t = omp_get_num_teams()
  !$omp end target teams
  print '(a,l1)', 'target teams in bounds ', t >= 1 .and. t <= 4
end program
