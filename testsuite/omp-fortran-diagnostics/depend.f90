! depend on task: list items are variables, elements or array sections (OpenMP 4.5
! §2.13.9), not common blocks (gfortran rejects line 11 too); the step of a 5.0 iterator
! (§2.1.6) must not be zero.
program depend_errors
  implicit none
  integer :: a, b, i
  common /blk/ b
  a = 0
!$omp parallel
!$omp single
!$omp task depend(in: /blk/)
  a = 1
!$omp end task
!$omp task depend(iterator(i = 1:2:0), in: a)
  a = 2
!$omp end task
!$omp end single
!$omp end parallel
end program depend_errors
! expect-error: 11:24: a 'depend' list item must be a variable, an array element or an array section (OpenMP 4.5 §2.13.9)
! expect-error: 14:28: OpenMP iterator step must not be zero (OpenMP 5.0 §2.1.6)
