! Tasks in target regions (OpenMP 4.5 §2.9.1 task, §2.13.4 taskwait, §2.13.5 taskgroup):
! oxacc runs each task at once in the thread that encounters it (an included task, as clang
! and nvc do on a GPU), `depend` satisfied by program order. Block sums by tasks of a
! procedure taking an assumed-shape array, then `taskwait`; a `taskgroup` holding a
! dependence chain; tasks created by `single` in a parallel region of the target region,
! writing the team's shared array; explicit `firstprivate` and `private` (the task's own
! copies), `if(.false.)`, `final`, `untied`, `mergeable`, `taskyield`; a `taskloop`.
! flang-22 fails on tasks in target regions ("Referring to an instruction in another
! function"), so the reference is the sequential meaning, which the program keeps.
! reference: without -fopenmp
! expect-exit: 0
! expect-stdout:
! | blocks:     2080    2080
! | chain:      5    10    30
! | team:    20800 bad     0
! | clauses:     11     5    13
! | taskloop:     5050 bad     0
module task_work
  implicit none
contains
  integer function block_sum(a, lo, hi)
    !$omp declare target
    integer, intent(in) :: a(:)
    integer, intent(in) :: lo, hi
    integer :: i
    block_sum = 0
    do i = lo, hi
      block_sum = block_sum + a(i)
    end do
  end function

  integer function sum_by_tasks(a)
    integer, intent(in) :: a(:)
    integer :: part(4), b, n, total
    n = size(a)
    part = 0
    total = 0
    !$omp target map(to: a) map(tofrom: part, total)
    do b = 1, 4
      !$omp task shared(part) firstprivate(b)
      part(b) = block_sum(a, (b - 1) * (n / 4) + 1, b * (n / 4))
      !$omp end task
    end do
    !$omp taskwait
    total = sum(part)
    !$omp end target
    sum_by_tasks = total
  end function

  subroutine chain(x, y, z)
    integer, intent(inout) :: x, y, z
    !$omp target map(tofrom: x, y, z)
    !$omp taskgroup
    !$omp task depend(out: x) shared(x)
    x = 5
    !$omp end task
    !$omp task depend(in: x) depend(out: y) shared(x, y)
    y = x * 2
    !$omp end task
    !$omp task depend(in: x, y) shared(x, y, z)
    z = x * 2 + y * 2
    !$omp end task
    !$omp end taskgroup
    !$omp end target
  end subroutine
end module

program tasks_in_target
  use task_work
  implicit none
  integer, parameter :: n = 64
  integer :: a(n), t(n), c(3), sq(100), i, x, y, z, f, bad, p
  do i = 1, n
    a(i) = i
  end do
  print '(a, 2i8)', 'blocks: ', sum_by_tasks(a), sum(a)

  x = 0; y = 0; z = 0
  call chain(x, y, z)
  print '(a, 3i6)', 'chain: ', x, y, z

  t = -1
  !$omp target map(tofrom: t)
  !$omp parallel
  !$omp single
  do i = 1, n
    !$omp task shared(t) firstprivate(i)
    t(i) = 10 * i
    !$omp end task
  end do
  !$omp taskwait
  !$omp end single
  !$omp end parallel
  !$omp end target
  bad = count(t /= [(10 * i, i = 1, n)])
  print '(a, i8, a, i6)', 'team: ', sum(t), ' bad', bad

  c = 0
  f = 10
  p = 3
  !$omp target map(tofrom: c) map(to: f, p)
  !$omp task firstprivate(f) private(p) shared(c) if(.false.) final(.true.) untied mergeable
  f = f + 1
  p = 5
  c(1) = f
  c(2) = p
  !$omp end task
  !$omp taskyield
  !$omp task shared(c) depend(inout: c)
  c(3) = c(1) + 2
  !$omp end task
  !$omp end target
  print '(a, 3i6)', 'clauses: ', c

  sq = 0
  !$omp target map(tofrom: sq)
  !$omp taskloop grainsize(8) shared(sq)
  do i = 1, 100
    sq(i) = i
  end do
  !$omp end taskloop
  !$omp end target
  bad = count(sq /= [(i, i = 1, 100)])
  print '(a, i8, a, i6)', 'taskloop: ', sum(sq), ' bad', bad
end program
