! `reduction(task, op: list)` (OpenMP 5.0 §2.19.5.4) in Fortran: on a combined `parallel do`
! whose iterations defer their heavy part to `in_reduction` tasks (the reduction stays the
! parallel region's, complete when the construct ends), and on `target parallel` whose
! primary thread makes an `in_reduction` task (a task in a target region runs at once; its
! copy is combined into the item as it ends). Before, the `parallel do` sum lost every
! task's part (the modifier was dropped and the reduction went to the `do`), and the target
! region's task copy was never combined (0).
! expect-from: hand (flang-22 refuses the `task` modifier ("only allowed with PARALLEL or worksharing
! directive"); the lines are gfortran
! -fopenmp -foffload=disable's, the same with 1, 3 and 4 threads)
! expect-exit: 0
! expect-stdout:
! | host 5000050000 big 94
! | target 5050 ok T
module weigh_m
  implicit none
contains
  subroutine weigh(v, total, big)
    integer, intent(in) :: v(:)
    integer(8), intent(out) :: total
    integer, intent(out) :: big
    integer :: i, k
    integer(8) :: s
    total = 0
    big = 0
    !$omp parallel do reduction(task, +: total, big) num_threads(4) schedule(dynamic, 7)
    do i = 1, size(v)
      if (mod(v(i), 1063) == 0) then
        !$omp task in_reduction(+: total, big) firstprivate(i) private(k, s)
        s = 0
        do k = 1, v(i) / 1000
          s = s + 1000
        end do
        total = total + s + mod(v(i), 1000)
        big = big + 1
        !$omp end task
      else
        total = total + v(i)
      end if
    end do
  end subroutine

  integer function tsum(n)
    integer, intent(in) :: n
    integer :: i, s
    s = 0
    !$omp target parallel reduction(task, +: s) map(tofrom: s)
    !$omp master
    !$omp task in_reduction(+: s)
    do i = 1, n
      s = s + i
    end do
    !$omp end task
    !$omp end master
    !$omp end target parallel
    tsum = s
  end function
end module

program task_reductions
  use weigh_m
  implicit none
  integer :: v(100000), i, big, t
  integer(8) :: total
  do i = 1, 100000
    v(i) = i
  end do
  call weigh(v, total, big)
  print '(a,i0,a,i0)', 'host ', total, ' big ', big
  t = tsum(100)
  print '(a,i0,a,l1)', 'target ', t, ' ok ', t == 5050
end program
