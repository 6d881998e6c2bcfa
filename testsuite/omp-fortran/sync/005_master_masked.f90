! master and masked (OpenMP 4.5 §2.13.1, 5.1): only thread 0 runs the block; no barrier,
! so one follows before the result is read.
! expect-exit: 0
! expect-stdout:
! | who=0 runs=2
program master_masked
  use omp_lib
  implicit none
  integer :: who, runs
  who = -1
  runs = 0
!$omp parallel
!$omp master
  who = omp_get_thread_num()
  runs = runs + 1
!$omp end master
!$omp masked
  runs = runs + 1
!$omp end masked
!$omp barrier
!$omp end parallel
  print '(a,i0,a,i0)', 'who=', who, ' runs=', runs
end program
