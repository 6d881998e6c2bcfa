! sections (OpenMP 4.5 §2.7.2): each section runs once, by some thread; the first section
! directive may be left out.
! expect-exit: 0
! expect-stdout:
! | a b c:  1  2  3
program sections
  implicit none
  integer :: a, b, c
  a = 0; b = 0; c = 0
!$omp parallel
!$omp sections
  a = 1
!$omp section
  b = 2
!$omp section
  c = 3
!$omp end sections
!$omp end parallel
  print '(a,3i3)', 'a b c:', a, b, c
end program
