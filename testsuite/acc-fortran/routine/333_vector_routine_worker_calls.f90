! Vector routines (module procedures) called from worker-level code: inside `loop worker`,
! outside any vector loop (OpenACC 3.3 §2.15.1). On the GPU the threads of each worker call
! the routine's worker version together and share its vector loops (docs/gpu.md "Routines
! with loops of their own"); before, each thread ran one iteration of the worker loop and the
! whole routine alone. An intent(out) result into a private variable of the worker loop (one
! copy per worker in shared memory), a function result, a local array across two vector
! loops (one copy per worker), a counter that must grow once per call, a worker routine whose
! worker loop calls a vector routine, and rows of different lengths.
! expect-exit: 0
! expect-stdout:
! | intent(out): wrong 0
! | function: wrong 0
! | local array: wrong 0
! | once per call: wrong 0
! | worker routine: wrong 0
! | ragged rows: wrong 0
module vw_m
  implicit none
contains
  subroutine rowdot(x, y, n, res)
    !$acc routine vector
    integer, intent(in) :: n
    real(8), intent(in) :: x(n), y(n)
    real(8), intent(out) :: res
    real(8) :: s
    integer :: i
    s = 0
    !$acc loop vector reduction(+:s)
    do i = 1, n
      s = s + x(i) * y(i)
    end do
    res = s
  end subroutine rowdot

  real(8) function rowsum(x, n)
    !$acc routine vector
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    real(8) :: s
    integer :: i
    s = 0
    !$acc loop vector reduction(+:s)
    do i = 1, n
      s = s + x(i)
    end do
    rowsum = s
  end function rowsum

  ! buf(i) = k * x(i), then the sum of buf(i) * buf(65 - i): reads other threads' elements.
  real(8) function mirrored(x, k)
    !$acc routine vector
    real(8), intent(in) :: x(64)
    integer, intent(in) :: k
    real(8) :: buf(64), s
    integer :: i
    !$acc loop vector
    do i = 1, 64
      buf(i) = k * x(i)
    end do
    s = 0
    !$acc loop vector reduction(+:s)
    do i = 1, 64
      s = s + buf(i) * buf(65 - i)
    end do
    mirrored = s
  end function mirrored

  subroutine scale_count(x, n, f, calls)
    !$acc routine vector
    integer, intent(in) :: n
    real(8), intent(inout) :: x(n)
    real(8), intent(in) :: f
    integer, intent(inout) :: calls
    integer :: i
    calls = calls + 1
    !$acc loop vector
    do i = 1, n
      x(i) = x(i) * f
    end do
  end subroutine scale_count

  subroutine row_sums(a, n, w, out)
    !$acc routine worker
    integer, intent(in) :: n, w
    real(8), intent(in) :: a(n, w)
    real(8), intent(out) :: out(w)
    integer :: k
    !$acc loop worker
    do k = 1, w
      out(k) = rowsum(a(1, k), n)
    end do
  end subroutine row_sums
end module vw_m

program vector_routine_worker_calls
  use vw_m
  implicit none
  integer, parameter :: n = 300, w = 6, m = 20
  real(8) :: a(n, w, m), b(n), x(64, w, m), sc(n, w, m)
  real(8) :: r1(w, m), r2(w, m), r3(w, m), r5(w, m), r6(w, m), t, s
  integer :: calls(w, m), i, j, k, wrong

  do j = 1, m
    do k = 1, w
      do i = 1, n
        a(i, k, j) = mod(i + 3 * k + 5 * j, 13) - 6
        sc(i, k, j) = mod(i + j, 5)
      end do
      do i = 1, 64
        x(i, k, j) = mod(i + 2 * k + j, 9) - 4
      end do
    end do
  end do
  do i = 1, n
    b(i) = mod(i, 7) - 3
  end do
  calls = 0

  !$acc parallel loop gang num_workers(4) copyin(a, b) copyout(r1)
  do j = 1, m
    !$acc loop worker private(t)
    do k = 1, w
      call rowdot(a(1, k, j), b, n, t)
      r1(k, j) = t + 1
    end do
  end do
  wrong = 0
  do j = 1, m
    do k = 1, w
      if (r1(k, j) /= sum(a(:, k, j) * b) + 1) wrong = wrong + 1
    end do
  end do
  print '(a, i0)', 'intent(out): wrong ', wrong

  !$acc parallel loop gang num_workers(4) copyin(a) copyout(r2)
  do j = 1, m
    !$acc loop worker
    do k = 1, w
      r2(k, j) = rowsum(a(1, k, j), n)
    end do
  end do
  wrong = 0
  do j = 1, m
    do k = 1, w
      if (r2(k, j) /= sum(a(:, k, j))) wrong = wrong + 1
    end do
  end do
  print '(a, i0)', 'function: wrong ', wrong

  !$acc parallel loop gang num_workers(2) copyin(x) copyout(r3)
  do j = 1, m
    !$acc loop worker
    do k = 1, w
      r3(k, j) = mirrored(x(1, k, j), k)
    end do
  end do
  wrong = 0
  do j = 1, m
    do k = 1, w
      s = 0
      do i = 1, 64
        s = s + k * x(i, k, j) * k * x(65 - i, k, j)
      end do
      if (r3(k, j) /= s) wrong = wrong + 1
    end do
  end do
  print '(a, i0)', 'local array: wrong ', wrong

  !$acc parallel loop gang num_workers(3) copy(sc, calls)
  do j = 1, m
    !$acc loop worker
    do k = 1, w
      call scale_count(sc(1, k, j), n, 2.0d0, calls(k, j))
    end do
  end do
  wrong = count(calls /= 1)
  do j = 1, m
    do k = 1, w
      do i = 1, n
        if (sc(i, k, j) /= 2 * mod(i + j, 5)) wrong = wrong + 1
      end do
    end do
  end do
  print '(a, i0)', 'once per call: wrong ', wrong

  !$acc parallel loop gang num_workers(4) copyin(a) copyout(r5)
  do j = 1, m
    call row_sums(a(1, 1, j), n, w, r5(1, j))
  end do
  wrong = 0
  do j = 1, m
    do k = 1, w
      if (r5(k, j) /= sum(a(:, k, j))) wrong = wrong + 1
    end do
  end do
  print '(a, i0)', 'worker routine: wrong ', wrong

  ! Row (k, j) has 37 * k + j elements: the workers' calls end at different times.
  !$acc parallel loop gang num_workers(4) copyin(a) copyout(r6)
  do j = 1, m
    !$acc loop worker
    do k = 1, w
      r6(k, j) = rowsum(a(1, k, j), 37 * k + j)
    end do
  end do
  wrong = 0
  do j = 1, m
    do k = 1, w
      if (r6(k, j) /= sum(a(1:37 * k + j, k, j))) wrong = wrong + 1
    end do
  end do
  print '(a, i0)', 'ragged rows: wrong ', wrong
end program vector_routine_worker_calls
