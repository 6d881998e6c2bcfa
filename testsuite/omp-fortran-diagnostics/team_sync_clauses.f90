! The clauses of single in a target region other than nowait (OpenMP 4.5 §2.7.3): 'private' on
! its directive and 'copyprivate' on its end directive are not run yet.
program team_sync_clauses
  implicit none
  integer :: i, x
  x = 0
  !$omp target parallel map(tofrom: x)
  !$omp single private(i)
  i = 2
  x = i
  !$omp end single
  !$omp single
  x = 3
  !$omp end single copyprivate(x)
  !$omp end target parallel
end program team_sync_clauses
! expect-error: 8:16: OpenMP 'private' clause on '!$omp single' in a target region is not supported yet
! expect-error: 14:20: OpenMP 'copyprivate' clause on '!$omp single' in a target region is not supported yet
