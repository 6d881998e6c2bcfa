! Task reductions (OpenMP 5.0 §2.19.5.4–§2.19.5.6): `task_reduction` on `taskgroup`,
! `in_reduction` on `task` and on `taskloop`, and `reduction(task, …)` on `parallel` whose
! tasks (a taskloop in the primary thread, a task of every thread without a taskwait) reduce
! into it. Each participating task reduces into its own copy at the operator's identity,
! combined into the list item as the task ends (oxacc-oir's omp.task, the rule of taskloop
! reductions; the parallel region combines its copies after a barrier that completes its
! tasks). A linked list (in arrays) walked by tasks, as applications do; every operator kind on integer,
! real, complex and logical. (oxacc refused in_reduction and task_reduction in Fortran before.
! flang-22 takes neither: the reference is the program's sequential meaning.)
! reference: without -fopenmp
! expect-exit: 0
! expect-stdout:
! | list: 3825
! | taskloop:  0.0625    32.0  2080.0
! | task: T T 546
! | parallel reduction(task):  T
module tlist
  implicit none
contains
  ! A linked list held in arrays (`nxt(k)` the next node, 0 at the end), walked by tasks.
  integer function walk(val, nxt, head) result(total)
    integer, intent(in) :: val(:), nxt(:), head
    integer :: k
    total = 0
    !$omp taskgroup task_reduction(+: total)
    k = head
    do while (k /= 0)
      !$omp task in_reduction(+: total) firstprivate(k)
      total = total + val(k)
      !$omp end task
      k = nxt(k)
    end do
    !$omp end taskgroup
  end function
end module

program task_reduction_in_reduction
  use tlist
  implicit none
  integer :: val(50), nxt(50)
  integer :: i, s, x
  real(8) :: r
  complex(8) :: z
  logical :: all_pos, any_big
  integer :: mx

  ! The nodes in the order 7, 14, …, mod(7 j, 51), …: node mod(7 j, 51) links to the next.
  do i = 1, 50
    val(i) = i * 3
    nxt(mod(7 * i, 51)) = mod(7 * (i + 1), 51)
  end do
  nxt(mod(7 * 50, 51)) = 0
  r = 1.0d0
  z = (0.0d0, 0.0d0)
  all_pos = .true.
  any_big = .false.
  mx = -1
  !$omp parallel
  !$omp single
  s = walk(val, nxt, 7)
  !$omp taskgroup task_reduction(*: r) task_reduction(+: z) task_reduction(.and.: all_pos) &
  !$omp& task_reduction(.or.: any_big) task_reduction(max: mx)
  !$omp taskloop in_reduction(*: r) in_reduction(+: z) in_reduction(.and.: all_pos) grainsize(8)
  do i = 1, 64
    if (mod(i, 16) == 0) r = r * 0.5d0
    z = z + cmplx(0.5d0, dble(i), 8)
    all_pos = all_pos .and. i > 0
  end do
  !$omp end taskloop
  !$omp task in_reduction(.or.: any_big) in_reduction(max: mx)
  any_big = any_big .or. s > 1000
  mx = max(mx, s / 7)
  !$omp end task
  !$omp end taskgroup
  !$omp end single
  !$omp end parallel

  x = 0
  !$omp parallel reduction(task, +: x) num_threads(4)
  !$omp master
  !$omp taskloop in_reduction(+: x)
  do i = 1, 100
    x = x + i
  end do
  !$omp end taskloop
  !$omp end master
  !$omp task in_reduction(+: x)
  x = x + 1000
  !$omp end task
  !$omp end parallel
  print '(a, 1x, i0)', 'list:', s
  print '(a, f8.4, 2f8.1)', 'taskloop:', r, real(z), aimag(z)
  print '(a, 2(1x, l1), 1x, i0)', 'task:', all_pos, any_big, mx
  ! (The parallel region's tasks: one per thread of the team.)
  print '(a, 1x, l1)', 'parallel reduction(task): ', x == 5050 + 1000 * size_of_team()
contains
  integer function size_of_team()
    size_of_team = 1
    !$ size_of_team = 0
    !$omp parallel num_threads(4) reduction(+: size_of_team)
    !$ size_of_team = 1
    !$omp end parallel
  end function
end program
