! num_threads and if clauses (OpenMP 4.5 §2.5.1): if(.false.) gives a team of one thread;
! num_threads(2) gives at most two.
! expect-exit: 0
! expect-stdout:
! | if(.false.) team: 1
! | num_threads(2) team <= 2: T
! | num_threads(1): 1
program num_threads_if
  use omp_lib
  implicit none
  integer :: n1, n2, n3
  logical :: flag
  flag = .false.
  n1 = -1; n2 = -1; n3 = -1
!$omp parallel if(flag)
  n1 = omp_get_num_threads()
!$omp end parallel
!$omp parallel num_threads(2)
!$omp single
  n2 = omp_get_num_threads()
!$omp end single
!$omp end parallel
!$omp parallel num_threads(1) if(.true.)
  n3 = omp_get_num_threads()
  if (omp_in_parallel()) n3 = n3 + 10
!$omp end parallel
  print '(a,i0)', 'if(.false.) team: ', n1
  print '(a,l1)', 'num_threads(2) team <= 2: ', n2 <= 2 .and. n2 >= 1
  print '(a,i0)', 'num_threads(1): ', n3
end program
