! master, single and barrier in target regions (OpenMP 4.5 §2.7.3, §2.13.3, §2.10.7): directly
! in a teams region (only distribute and parallel regions may be nested there), a barrier in a
! parallel region inside a distribute loop, and the clauses of single other than nowait.
program team_sync
  implicit none
  integer :: i, x, a(100)
  x = 0
  !$omp target teams map(tofrom: x)
  !$omp single
  x = 1
  !$omp end single
  !$omp end target teams
  !$omp target teams distribute map(tofrom: a)
  do i = 1, 100
    !$omp parallel
    a(i) = i
    !$omp barrier
    !$omp end parallel
  end do
end program team_sync
! expect-error: 9:9: only 'distribute', 'parallel' or 'loop' regions are allowed to be strictly nested inside 'teams' region
! expect-error: 17:11: a barrier in a parallel region inside a 'distribute' loop is not supported yet
