! parallel sections with a reduction and private (OpenMP 4.5 §2.11.2); each section sums
! part of a series.
! expect-exit: 0
! expect-stdout:
! | s = 21100
program parallel_sections_reduction
  implicit none
  integer :: s, i, t
  s = 0
!$omp parallel sections reduction(+:s) private(t)
!$omp section
  t = 0
  do i = 1, 100
    t = t + i
  end do
  s = s + t
!$omp section
  t = 0
  do i = 101, 200
    t = t + i
  end do
  s = s + t
!$omp section
  s = s + 1000
!$omp end parallel sections
  print '(a,i0)', 's = ', s
end program
