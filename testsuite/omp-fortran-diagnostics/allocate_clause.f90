! The `allocate` clause on host constructs (OpenMP 5.0 §2.11.4) is taken; its 5.1 `align`
! modifier, which asks for an alignment of the private copies, is not yet.
program allocate_clause
  use omp_lib
  implicit none
  integer :: t
  !$omp parallel allocate(align(64), allocator(omp_default_mem_alloc): t) private(t)
  t = 1
  !$omp end parallel
end program allocate_clause
! expect-error: 7:18: the 'align' modifier of the OpenMP 'allocate' clause is not supported yet
