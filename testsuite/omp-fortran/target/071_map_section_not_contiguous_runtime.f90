! A map clause's section whose contiguity only the run time knows (docs/design.md decision 49)
! and which is not contiguous: `w(2:n, 1:m)` of an allocatable `w(10, 10)` with n < 10 and
! m > 1. The program must stop with a runtime error naming the variable and the line rather
! than transfer the wrong elements (OpenMP 4.5 §2.15.5.1: the section must be contiguous).
! gfortran transfers the block silently, so the expectation is by hand.
! expect-from: hand (runtime error)
! expect-exit: 1
! expect-stderr-contains: 071_map_section_not_contiguous_runtime.f90:20:
! expect-stderr-contains: (variable 'w')
! expect-stderr-contains: not contiguous
! expect-stdout:
! | before the region
program map_section_not_contiguous_runtime
  implicit none
  integer, allocatable :: w(:, :)
  integer :: n, m
  allocate (w(10, 10))
  w = 0; n = 5; m = 3
  print '(a)', 'before the region'
  !$omp target map(tofrom: w(2:n, 1:m))
  w(2, 1) = 1
  !$omp end target
  print '(a, i0)', 'sum ', sum(w)
end program map_section_not_contiguous_runtime
