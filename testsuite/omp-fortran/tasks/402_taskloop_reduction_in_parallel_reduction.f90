! A taskloop's own `reduction` inside a parallel region that reduces the same variable (OpenMP
! 5.0 §2.10.2: as a `taskgroup task_reduction` around `in_reduction` tasks, whose item is the
! variable as the encountering thread sees it: its private copy of the parallel reduction).
! The thread reads its copy after the taskloop, in a subroutine taking its data as dummy
! arguments and in the main program. Before, omp-lower made every reducing task of such a
! region combine into the parallel's original, and the copy missed the taskloop's sum (seen 0).
! (flang-22 takes no reduction on taskloop: the reference is the program's sequential
! meaning.)
! reference: without -fopenmp
! expect-exit: 0
! expect-stdout:
! | sub: total 6000 seen 6000
! | main: total 12000 seen 12000
module tl402
  implicit none
contains
  subroutine weigh(v, n, total, seen)
    integer, intent(in) :: n
    integer, intent(in) :: v(n)
    integer(8), intent(out) :: total, seen
    integer :: i
    total = 0
    seen = -1
    !$omp parallel reduction(+: total) num_threads(3)
    !$omp single
    !$omp taskloop reduction(+: total) grainsize(10)
    do i = 1, n
      total = total + v(i)
    end do
    !$omp end taskloop
    seen = total
    !$omp end single
    !$omp end parallel
  end subroutine weigh
end module tl402

program taskloop_in_parallel_reduction
  use tl402
  implicit none
  integer :: v(1000), i
  integer(8) :: total, seen, s2
  do i = 1, 1000
    v(i) = mod((i - 1) * 7, 13)
  end do
  call weigh(v, 1000, total, seen)
  print '(a, i0, a, i0)', 'sub: total ', total, ' seen ', seen
  total = 0
  s2 = -1
  !$omp parallel reduction(+: total) num_threads(4)
  !$omp master
  !$omp taskloop reduction(+: total) num_tasks(7)
  do i = 1, 1000
    total = total + 2 * v(i)
  end do
  !$omp end taskloop
  s2 = total
  !$omp end master
  !$omp end parallel
  print '(a, i0, a, i0)', 'main: total ', total, ' seen ', s2
end program taskloop_in_parallel_reduction
