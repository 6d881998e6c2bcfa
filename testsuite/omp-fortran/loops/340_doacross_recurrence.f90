! Doacross loops of one dimension (OpenMP 4.5 §2.7.1 `ordered(1)`, §2.13.8 `ordered
! depend(sink: …)` / `depend(source)`): recurrences whose results are right only when each
! iteration waits for the one its sink vector names, whatever thread runs it. The loops are in
! a module procedure taking assumed-shape arrays, with lower bounds other than 1, a step of 3,
! a loop counting down (`do i = hi, lo, -1`, whose previous iteration is `i + 1`), sink
! offsets that reach back two iterations, and sink vectors before the first iteration (4.5
! §2.13.9: ignored), under dynamic and static schedules with small chunks.
! expect-from: gfortran (flang-22: "not yet implemented: OMPD_ordered")
! expect-exit: 0
! expect-stdout:
! | prefix: 5050 1275 100
! | stride 3: 1616 35
! | down: 5050 100
! | fib: 832040 317811
! | mod chain: 4403
module recur
  implicit none
contains
  subroutine prefix(a, b)
    integer, intent(inout) :: a(0:)
    integer, intent(in) :: b(:)
    integer :: i
!$omp parallel do ordered(1) schedule(dynamic, 1)
    do i = 1, ubound(a, 1)
!$omp ordered depend(sink: i - 1)
      a(i) = a(i - 1) + b(i)
!$omp ordered depend(source)
    end do
!$omp end parallel do
  end subroutine

  ! Every third element from -5: the sink `i - 3` is the previous iteration.
  subroutine stride3(x, lo, hi)
    integer, intent(in) :: lo, hi
    integer, intent(inout) :: x(lo:)
    integer :: i
!$omp parallel do ordered(1) schedule(static, 1)
    do i = lo + 3, hi, 3
!$omp ordered depend(sink: i - 3)
      x(i) = x(i - 3) + i
!$omp ordered depend(source)
    end do
  end subroutine

  ! Counting down: iteration i needs i + 1 (the previous one).
  subroutine down(s, n)
    integer, intent(in) :: n
    integer, intent(inout) :: s(n + 1)
    integer :: i
!$omp parallel do ordered(1) schedule(dynamic, 2)
    do i = n, 1, -1
!$omp ordered depend(sink: i + 1)
      s(i) = s(i + 1) + i
!$omp ordered depend(source)
    end do
  end subroutine
end module

program doacross_recurrence
  use recur
  implicit none
  integer :: a(0:100), b(100), x(-5:100), s(101), f(0:30), m(0:200), i, j
  a = 0
  b = [(i, i = 1, 100)]
  call prefix(a, b)
  print '(a,3(1x,i0))', 'prefix:', a(100), a(50), a(100) - a(99)
  x = 0
  x(-5) = 1
  call stride3(x, -5, 100)
  j = 0
  do i = -5, 100, 3
    j = j + 1
  end do
  print '(a,2(1x,i0))', 'stride 3:', x(97), j - 1
  s = 0
  call down(s, 100)
  print '(a,2(1x,i0))', 'down:', s(1), s(100)
  ! Two sinks reaching back one and two iterations; the first two iterations' vectors
  ! fall before the loop (ignored).
  f = 0
  f(0) = 0
  f(1) = 1
!$omp parallel do ordered(1) schedule(dynamic, 1) num_threads(3)
  do i = 2, 30
!$omp ordered depend(sink: i - 1) depend(sink: i - 2)
    f(i) = f(i - 1) + f(i - 2)
!$omp ordered depend(source)
  end do
  print '(a,2(1x,i0))', 'fib:', f(30), f(28)
  ! A chain where iteration 0 waits for -1 (outside the space) and the work before the wait
  ! runs in parallel.
  m = 0
!$omp parallel do ordered(1) schedule(static, 4) private(j)
  do i = 0, 200
    j = mod(i * 7, 11)
!$omp ordered depend(sink: i - 1)
    if (i > 0) then
      m(i) = mod(m(i - 1) * 3 + j, 10007)
    else
      m(i) = j
    end if
!$omp ordered depend(source)
  end do
  print '(a,1x,i0)', 'mod chain:', m(200)
end program
