! Host teams (OpenMP 5.0 §2.7) in Fortran: a league outside any target region. Each team's
! initial thread runs the block once: the team numbers are 0..n-1 (n = omp_get_num_teams(),
! at most num_teams), the same n in every team, one team outside; firstprivate copies are
! each team's; a DO loop inside the teams block has a private DO variable; a reduction on
! teams combines one value per team.
! expect-exit: 0
! expect-stdout:
! | outside: team 0 of 1
! | league: each team once
! | after: team 0 of 1
program league
  use omp_lib
  implicit none
  integer, parameter :: maxt = 8
  integer :: seen(0:maxt-1), nteams(0:maxt-1), copies(0:maxt-1)
  integer :: base, t, n, j, k, ones
  logical :: ok
  seen = 0
  nteams = 0
  copies = 0
  base = 100
  ones = 0
  print '(a,i0,a,i0)', 'outside: team ', omp_get_team_num(), ' of ', omp_get_num_teams()
!$omp teams num_teams(4) thread_limit(2) firstprivate(base) private(t, k) reduction(+: ones)
  t = omp_get_team_num()
  base = base + t
  k = 0
  do j = 1, 10
    k = k + j
  end do
  if (t < maxt) then
    seen(t) = seen(t) + 1
    nteams(t) = omp_get_num_teams()
    if (base == 100 + t .and. k == 55) copies(t) = 1
  end if
  ones = ones + 1
!$omp end teams
  n = nteams(0)
  ok = n >= 1 .and. n <= 4 .and. ones == n .and. base == 100
  do t = 0, maxt - 1
    if (t < n) then
      ok = ok .and. seen(t) == 1 .and. nteams(t) == n .and. copies(t) == 1
    else
      ok = ok .and. seen(t) == 0
    end if
  end do
  if (ok) then
    print '(a)', 'league: each team once'
  else
    print '(a)', 'league: WRONG'
  end if
  print '(a,i0,a,i0)', 'after: team ', omp_get_team_num(), ' of ', omp_get_num_teams()
end program league
