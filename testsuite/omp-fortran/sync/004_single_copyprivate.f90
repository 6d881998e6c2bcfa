! single with copyprivate on end single (OpenMP 4.5 §2.15.4.2): one thread reads a value,
! every thread's private copy gets it; single with nowait.
! expect-exit: 0
! expect-stdout:
! | every thread has the seed: T
program single_copyprivate
  use omp_lib
  implicit none
  integer :: seed, total, n
  total = 0
  n = 0
!$omp parallel private(seed) reduction(+:total)
!$omp single
  seed = 17
!$omp end single copyprivate(seed)
  total = total + seed
!$omp single
  n = omp_get_num_threads()
!$omp end single nowait
!$omp end parallel
  print '(a,l1)', 'every thread has the seed: ', total == 17 * n
end program
