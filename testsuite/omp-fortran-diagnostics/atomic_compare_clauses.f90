program atomic_compare_clauses
  implicit none
  integer :: x
  x = 0
!$omp atomic fail(acquire)
  x = x + 1
!$omp atomic compare write
  x = 2
!$omp atomic compare fail(acq_rel)
  if (x == 1) x = 2
end program atomic_compare_clauses
! gfortran 12 reports lines 5 and 7 too.
! expect-error: 5:14: clause 'fail' requires a 'compare' clause
! expect-error: 7:14: clauses 'write' and 'compare' exclude each other
! expect-error: 9:27: unknown memory order 'acq_rel'; expected seq_cst, acquire or relaxed
