! A `parallel do` nested directly in `teams` is run completely by every team (OpenMP 4.5
! §2.10.7: each team's parallel region is its own; its iterations are shared only by that
! team's threads), and `dist_schedule(static, chunk)` deals chunks of iterations to the teams
! round-robin (§2.10.8): iteration i runs in team ((i - 1) / chunk) mod num_teams. The checks
! use the number of teams read inside the region, so they hold for any number of teams. As
! C's omp/target/346 and 347.
! expect-exit: 0
! expect-stdout:
! | parallel do in teams: T T
! | parallel + do in teams: T T
! | dist_schedule chunk 5: T T
! | distribute parallel do chunk 7: T T
module teams_work
  use omp_lib
  implicit none
  integer, parameter :: maxt = 64
contains
  subroutine count_in_teams(n, per_team, nteams)
    integer, intent(in) :: n
    integer, intent(inout) :: per_team(0:maxt - 1)
    integer, intent(out) :: nteams
    integer :: i, t
    nteams = 0
    !$omp target teams num_teams(4) map(tofrom: per_team, nteams)
    if (omp_get_team_num() == 0) nteams = omp_get_num_teams()
    !$omp parallel do private(t)
    do i = 1, n
      t = omp_get_team_num()
      !$omp atomic update
      per_team(t) = per_team(t) + 1
    end do
    !$omp end target teams
  end subroutine count_in_teams

  subroutine count_parallel_then_do(n, per_team, nteams)
    integer, intent(in) :: n
    integer, intent(inout) :: per_team(0:maxt - 1)
    integer, intent(out) :: nteams
    integer :: i, t
    nteams = 0
    !$omp target teams num_teams(5) map(tofrom: per_team, nteams)
    if (omp_get_team_num() == 0) nteams = omp_get_num_teams()
    !$omp parallel private(t)
    !$omp do
    do i = 1, n
      t = omp_get_team_num()
      !$omp atomic update
      per_team(t) = per_team(t) + 1
    end do
    !$omp end do
    !$omp end parallel
    !$omp end target teams
  end subroutine count_parallel_then_do

  logical function per_team_ok(per_team, nteams, each)
    integer, intent(in) :: per_team(0:maxt - 1), nteams, each
    per_team_ok = nteams >= 1 .and. nteams <= maxt
    if (per_team_ok) per_team_ok = all(per_team(0:nteams - 1) == each) .and. &
      all(per_team(nteams:) == 0)
  end function per_team_ok

  logical function follows_chunks(team, n, chunk, nteams)
    integer, intent(in) :: n, team(n), chunk, nteams
    integer :: i
    follows_chunks = nteams >= 1
    do i = 1, n
      follows_chunks = follows_chunks .and. team(i) == mod((i - 1) / chunk, max(nteams, 1))
    end do
  end function follows_chunks
end module teams_work

program teams_parallel_do
  use teams_work
  implicit none
  integer, parameter :: n = 1003
  integer :: per_team(0:maxt - 1), nteams, team(n), i
  real(8) :: y(n)

  per_team = 0
  call count_in_teams(n, per_team, nteams)
  print '(a, 2l2)', 'parallel do in teams:', per_team_ok(per_team, nteams, n), &
    sum(per_team) == n * nteams

  per_team = 0
  call count_parallel_then_do(777, per_team, nteams)
  print '(a, 2l2)', 'parallel + do in teams:', per_team_ok(per_team, nteams, 777), &
    sum(per_team) == 777 * nteams

  team = -1
  y = 0
  nteams = 0
  !$omp target teams distribute num_teams(4) dist_schedule(static, 5) map(tofrom: team, y, nteams)
  do i = 1, n
    team(i) = omp_get_team_num()
    if (i == 1) nteams = omp_get_num_teams()
    y(i) = real(i, 8) ** 2
  end do
  print '(a, 2l2)', 'dist_schedule chunk 5:', follows_chunks(team, n, 5, nteams), &
    all(y == [(real(i, 8) ** 2, i = 1, n)])

  team = -1
  y = 0
  nteams = 0
  !$omp target teams distribute parallel do num_teams(3) dist_schedule(static, 7) &
  !$omp   map(tofrom: team, y, nteams)
  do i = 1, n
    team(i) = omp_get_team_num()
    if (i == 1) nteams = omp_get_num_teams()
    y(i) = real(i, 8) ** 2
  end do
  print '(a, 2l2)', 'distribute parallel do chunk 7:', follows_chunks(team, n, 7, nteams), &
    all(y == [(real(i, 8) ** 2, i = 1, n)])
end program teams_parallel_do
