! `!$omp requires` with requirements oxacc does not meet (OpenMP 5.0 §2.5.1): an error at each
! such clause, in a module's specification part as in a program's, with the reason C gives;
! the requirements oxacc meets (unified_address, atomic_default_mem_order) pass.
module needs_more
  implicit none
  !$omp requires unified_shared_memory
  integer :: n = 4
end module needs_more

program requires_refused
  use needs_more
  implicit none
  !$omp requires unified_address, reverse_offload
  !$omp requires atomic_default_mem_order(relaxed)
  integer :: a(4)
  a = n
  !$omp target map(tofrom: a)
  a(1) = 1
  !$omp end target
  print *, a
end program requires_refused
! expect-error: 6:18: 'requires unified_shared_memory' is not supported: a GPU's memory is its own; only mapped data is visible on it
! expect-error: 13:35: 'requires reverse_offload' is not supported: a target region cannot run code on the host
