! A reduction on a parallel region combined with an orphaned-in-region worksharing DO
! reduction (OpenMP 4.5 §2.15.3.6), and a reduction on integer(8).
! expect-exit: 0
! expect-stdout:
! | threads counted: T
! | big: 5000050000000
program reduction_parallel_region
  use omp_lib
  implicit none
  integer :: threads, i
  integer(8) :: big
  threads = 0
  big = 0_8
!$omp parallel reduction(+:threads)
  threads = threads + 1
!$omp do reduction(+:big)
  do i = 1, 100000
    big = big + int(i, 8) * 1000_8
  end do
!$omp end do
!$omp end parallel
  print '(a,l1)', 'threads counted: ', threads == omp_get_max_threads()
  print '(a,i0)', 'big: ', big
end program
