! masked filter(n) (OpenMP 5.1 §2.16): only thread n runs the block (no thread when the team
! is smaller); omp_get_thread_num also called by the program.
! expect-exit: 0
! expect-stdout:
! | thread 1 ran it once: T
program masked_filter
  use omp_lib
  implicit none
  integer :: who, runs, nt
  who = -1
  runs = 0
  nt = 0
!$omp parallel
!$omp masked filter(1)
  who = omp_get_thread_num()
  runs = runs + 1
!$omp end masked
!$omp masked filter(0)
  nt = omp_get_num_threads()
!$omp end masked
!$omp end parallel
  if (nt > 1) then
    print '(a,l1)', 'thread 1 ran it once: ', who == 1 .and. runs == 1
  else
    print '(a,l1)', 'thread 1 ran it once: ', who == -1 .and. runs == 0
  end if
end program
