! Teams narrower than a warp in Fortran (OpenMP 4.5 §2.5.1, §2.10.7; docs/design.md decision
! 41): num_threads(n), thread_limit(n) and if(.false.) bound the team that runs a parallel
! region or shares a loop, and omp_get_num_threads()/omp_get_thread_limit() say so. A parallel
! region of 3 threads in teams shares a loop (each element once, none written as by a team of
! 4 or more); the combined construct's team counts at most its num_threads; if(.false.) on the
! parallel region gives one thread (flang-22's libomp aborts on if(parallel: .false.) of a
! combined construct on the host). Only results that do not depend on the number of threads
! are printed.
! expect-exit: 0
! expect-stdout:
! | team of at most 3:  T
! | shared loop:      499500
! | combined within 4 and limit 6:  T
! | if(.false.) one thread:  T
program narrow_teams
  use omp_lib
  implicit none
  integer, parameter :: n = 1000
  integer :: a(n), nth(n), lim(n), team, i, nt
  logical :: ok, on
  team = 0
  nt = 3
!$omp target teams num_teams(1) map(tofrom: a, team)
!$omp parallel num_threads(nt)
  if (omp_get_thread_num() == 0) team = omp_get_num_threads()
!$omp do
  do i = 1, n
    a(i) = (i - 1) * (1 + omp_get_num_threads() / 4)
  end do
!$omp end do
!$omp end parallel
!$omp end target teams
  print '(a,l3)', 'team of at most 3:', team >= 1 .and. team <= 3
  print '(a,i12)', 'shared loop:', sum(a)
!$omp target teams distribute parallel do num_threads(4) thread_limit(6) map(from: nth, lim)
  do i = 1, n
    nth(i) = omp_get_num_threads()
    lim(i) = omp_get_thread_limit()
  end do
!$omp end target teams distribute parallel do
  ok = all(nth >= 1 .and. nth <= 4 .and. lim >= 1 .and. lim <= 6)
  print '(a,l3)', 'combined within 4 and limit 6:', ok
  on = .false.
  team = 0
!$omp target teams num_teams(1) map(tofrom: team)
!$omp parallel if(on)
!$omp atomic update
  team = team + omp_get_num_threads()
!$omp end parallel
!$omp end target teams
  print '(a,l3)', 'if(.false.) one thread:', team == 1
end program narrow_teams
