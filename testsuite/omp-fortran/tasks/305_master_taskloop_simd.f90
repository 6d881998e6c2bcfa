! `master taskloop simd` and `parallel master taskloop simd` (OpenMP 5.0 §2.16.8, §2.16.10):
! only the primary thread encounters the taskloop, so every iteration runs once. oxacc lowered
! the combined construct as `simd` alone (the `simd` leaf was looked at before `master`), so
! every thread of the team ran the whole loop (OpenMP_VV 5.0 test_master_taskloop_simd,
! test_parallel_master_taskloop_simd: x(i) updated once per thread). `master taskloop` now runs
! its taskloop in the primary thread too.
! reference: without -fopenmp (flang-22 does not take the combined master taskloop forms yet)
! expect-exit: 0
! expect-stdout:
! | master taskloop simd: 860
! | parallel master taskloop simd: 1680
! | master taskloop: 860
program master_taskloop_simd
  implicit none
  integer :: x(40), i
  x = 1
  !$omp parallel num_threads(4) shared(x)
  !$omp master taskloop simd
  do i = 1, 40
    x(i) = x(i) + i
  end do
  !$omp end master taskloop simd
  !$omp end parallel
  print '(a, i0)', 'master taskloop simd: ', sum(x)
  x = 1
  !$omp parallel master taskloop simd num_threads(3) shared(x)
  do i = 1, 40
    x(i) = x(i) + 2 * i
  end do
  !$omp end parallel master taskloop simd
  print '(a, i0)', 'parallel master taskloop simd: ', sum(x)
  !$omp parallel num_threads(4) shared(x)
  !$omp master taskloop
  do i = 1, 40
    x(i) = x(i) - i
  end do
  !$omp end master taskloop
  !$omp end parallel
  print '(a, i0)', 'master taskloop: ', sum(x)
end program
