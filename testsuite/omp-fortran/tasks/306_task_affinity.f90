! affinity(list) on task (OpenMP 5.0 §2.10.1): a hint that the task should run near the listed
! data; the tasks compute what they would without it. oxacc refused the clause ("the OpenMP
! clause 'affinity' is not supported yet in Fortran"; OpenMP_VV 5.0 test_task_affinity).
! reference: without -fopenmp (flang-22 cannot lower affinity yet)
! expect-exit: 0
! expect-stdout:
! | sum: 3825
program task_affinity
  implicit none
  integer, allocatable :: a(:), b(:)
  integer :: i
  allocate(a(50), b(50))
  a = [(i, i = 1, 50)]
  !$omp parallel num_threads(3) shared(a, b)
  !$omp single
  !$omp task depend(out: b) affinity(a)
  b = a
  !$omp end task
  !$omp task depend(in: b) affinity(a, b)
  b = b + 2 * a
  !$omp end task
  !$omp taskwait
  !$omp end single
  !$omp end parallel
  print '(a, i0)', 'sum: ', sum(b)
end program
