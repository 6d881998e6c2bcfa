! The OpenMP 5.0 `loop` construct outside target regions (5.0 §2.9.5): bound to the parallel
! region it is closely nested in, the team's threads share its iterations (with `reduction`,
! `private`); with `bind(thread)` the encountering thread runs them all (with `collapse` and
! `reduction`).
! oxacc refused it ("OpenMP 'loop' is not supported yet in Fortran"; OpenMP_VV 5.0
! test_loop_collapse, test_loop_reduction_*, test_loop_private, test_loop_order_concurrent).
! expect-exit: 0
! expect-stdout:
! | parallel-bound: 10100 10100
! | thread-bound: 3025
! | orphaned: 55
program host_loop
  use omp_lib
  implicit none
  integer :: a(100), x, s, i, y, b(10, 10), t
  a = 0
  s = 0
  !$omp parallel num_threads(4) shared(a, s)
  !$omp loop reduction(+: s) private(t)
  do i = 1, 100
    t = 2 * i
    a(i) = t
    s = s + t
  end do
  !$omp end loop
  !$omp end parallel
  print '(a, i0, 1x, i0)', 'parallel-bound: ', sum(a), s
  !$omp loop bind(thread) collapse(2)
  do x = 1, 10
    do y = 1, 10
      b(y, x) = x * y
    end do
  end do
  print '(a, i0)', 'thread-bound: ', sum(b)
  s = 0
  !$omp loop bind(thread) reduction(+: s)
  do i = 1, 10
    s = s + i
  end do
  print '(a, i0)', 'orphaned: ', s
end program
