! A parallel region inside target teams (OpenMP 4.5 §2.5, §2.10.7): every thread of each team
! runs the region once. Each thread adds its share to a team's slot with atomic updates; the
! DO variable of a loop in the region and a private variable are each thread's. Only results
! that do not depend on the number of teams or threads are printed.
! expect-exit: 0
! expect-stdout:
! | sum of the thread shares:      500500
! | every team ran the region:  T
! | sum of the tile sums:      20100.0
program parallel_in_teams
  use omp_lib
  implicit none
  integer, parameter :: n = 1000, nteams = 4, m = 200
  integer :: hits(nteams), i, nth, me, t, k
  integer(8) :: total
  real(8) :: v(m), tiles(nteams)
  hits = 0
  total = 0
!$omp target teams num_teams(nteams) map(tofrom: hits, total) private(t)
  t = omp_get_team_num() + 1
!$omp parallel private(me, nth)
  me = omp_get_thread_num()
  nth = omp_get_num_threads()
  if (me == 0) then
!$omp atomic update
    hits(t) = hits(t) + 1
!$omp end atomic
  end if
  do i = 1 + me, n, nth
    if (mod(i - 1, omp_get_num_teams()) == t - 1) then
!$omp atomic update
      total = total + i
!$omp end atomic
    end if
  end do
!$omp end parallel
!$omp end target teams
  print '(a,i12)', 'sum of the thread shares:', total
  print '(a,l3)', 'every team ran the region:', hits(1) == 1 .and. count(hits == 1) == count(hits /= 0)
  do k = 1, m
    v(k) = k
  end do
  tiles = 0
  call tile_sums(v, m, tiles, nteams)
  print '(a,f13.1)', 'sum of the tile sums:', sum(tiles)
contains
  subroutine tile_sums(x, len, out, nt)
    integer, intent(in) :: len, nt
    real(8), intent(in) :: x(len)
    real(8), intent(inout) :: out(nt)
    integer :: j, tm, th, nthr
!$omp target teams num_teams(nt) map(to: x) map(tofrom: out) private(tm)
    tm = omp_get_team_num()
!$omp parallel private(th, nthr)
    th = omp_get_thread_num()
    nthr = omp_get_num_threads()
    do j = 1 + th, len, nthr
      if (mod(j, omp_get_num_teams()) == tm) then
!$omp atomic
        out(tm + 1) = out(tm + 1) + x(j)
      end if
    end do
!$omp end parallel
!$omp end target teams
  end subroutine tile_sums
end program parallel_in_teams
