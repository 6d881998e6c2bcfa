! A parallel region: every thread counts itself in a critical section; the count equals the
! team size and omp_get_thread_num is below it.
! expect-exit: 0
! expect-stdout:
! | PASS
program parallel_region
  use omp_lib
  implicit none
  integer :: count, nt, bad
  count = 0
  nt = 0
  bad = 0
!$omp parallel
!$omp critical
  count = count + 1
  if (omp_get_thread_num() >= omp_get_num_threads()) bad = bad + 1
!$omp end critical
!$omp master
  nt = omp_get_num_threads()
!$omp end master
!$omp end parallel
  if (count == nt .and. bad == 0 .and. nt == omp_get_max_threads()) then
    print '(a)', 'PASS'
  else
    print '(a,3i4)', 'FAIL', count, nt, bad
  end if
end program
