! order(concurrent) (OpenMP 5.0 §2.9.2) on `parallel do`, `do` and `simd` outside target
! regions: it only allows the iterations to run concurrently, so the loops compute what they
! would without it. oxacc refused the clause ("the OpenMP clause 'order' is not supported yet in
! Fortran"; OpenMP_VV 5.0 test_parallel_for_order_concurrent).
! reference: without -fopenmp (flang-22 cannot lower order(concurrent) on a worksharing loop yet)
! expect-exit: 0
! expect-stdout:
! | sums: 15250 15250
program order_concurrent
  implicit none
  integer :: x(100), i, s
  x = 0
  !$omp parallel do order(concurrent) num_threads(4) shared(x)
  do i = 1, 100
    x(i) = 3 * i
  end do
  !$omp end parallel do
  s = 0
  !$omp parallel num_threads(3) shared(x)
  !$omp do order(concurrent)
  do i = 1, 100
    x(i) = x(i) + 1
  end do
  !$omp end parallel
  !$omp simd order(concurrent) reduction(+: s)
  do i = 1, 100
    s = s + x(i)
  end do
  print '(a, i0, 1x, i0)', 'sums: ', sum(x), s
end program
