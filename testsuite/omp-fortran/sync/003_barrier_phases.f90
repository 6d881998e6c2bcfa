! barrier (OpenMP 4.5 §2.13.3): each thread writes its slot, waits, then reads its
! neighbour's slot written before the barrier.
! expect-exit: 0
! expect-stdout:
! | errors: 0
program barrier_phases
  use omp_lib
  implicit none
  integer :: slot(0:63), seen(0:63), errors
  integer :: me, nt
  slot = -1
  seen = -1
  errors = 0
!$omp parallel private(me, nt) reduction(+:errors)
  me = omp_get_thread_num()
  nt = omp_get_num_threads()
  slot(me) = me * 10
!$omp barrier
  seen(me) = slot(mod(me + 1, nt))
  if (seen(me) /= mod(me + 1, nt) * 10) errors = errors + 1
!$omp end parallel
  print '(a,i0)', 'errors: ', errors
end program
