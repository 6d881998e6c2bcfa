! STREAM (copy, scale, add, triad) in Fortran: the same kernels, sizes and check as
! bench/acc/stream.c, on allocatable arrays inside a data region, each kernel a
! `parallel loop` over a DO loop with `present`.
include 'bench_mod.inc'

program stream
  use bench_f
  implicit none
  integer(8), parameter :: n = 2_8**26
  integer, parameter :: max_iters = 20
  real(8), parameter :: scalar = 3.0d0
  real(8), allocatable :: a(:), b(:), c(:)
  type(bench_timer) :: t_copy, t_scale, t_add, t_triad
  real(8) :: t0, t1, t2, t3, t4, aj, bj, cj, w
  integer(8) :: i
  integer :: it, reps, k, bad
  logical :: ok
  character(32) :: size
  allocate (a(n), b(n), c(n))
  a = 1.0d0
  b = 2.0d0
  c = 0.0d0
  reps = 0
  it = 0
  !$acc data copy(a, b, c)
  do while (it == 0 .or. bench_more(t_triad, max_iters))
    t0 = bench_now()
    !$acc parallel loop present(a, c)
    do i = 1, n
      c(i) = a(i)
    end do
    t1 = bench_now()
    !$acc parallel loop present(b, c)
    do i = 1, n
      b(i) = scalar * c(i)
    end do
    t2 = bench_now()
    !$acc parallel loop present(a, b, c)
    do i = 1, n
      c(i) = a(i) + b(i)
    end do
    t3 = bench_now()
    !$acc parallel loop present(a, b, c)
    do i = 1, n
      a(i) = b(i) + scalar * c(i)
    end do
    t4 = bench_now()
    reps = reps + 1
    if (it > 0) then
      call bench_record(t_copy, t1 - t0)
      call bench_record(t_scale, t2 - t1)
      call bench_record(t_add, t3 - t2)
      call bench_record(t_triad, t4 - t3)
    end if
    it = it + 1
  end do
  !$acc end data
  aj = 1.0d0
  bj = 2.0d0
  cj = 0.0d0
  do k = 1, reps
    cj = aj
    bj = scalar * cj
    cj = aj + bj
    aj = bj + scalar * cj
  end do
  ok = .true.
  do i = 1, n
    if (.not. (bench_close(a(i), aj, 1d-13) .and. bench_close(b(i), bj, 1d-13) .and. &
               bench_close(c(i), cj, 1d-13))) then
      ok = .false.
      exit
    end if
  end do
  write (size, '(i0)') n
  w = 8.0d0 * real(n, 8)
  bad = bench_result('stream_copy', trim(size), t_copy, 2 * w, 0.0d0, 'mem', ok)
  bad = bad + bench_result('stream_scale', trim(size), t_scale, 2 * w, real(n, 8), 'mem', ok)
  bad = bad + bench_result('stream_add', trim(size), t_add, 3 * w, real(n, 8), 'mem', ok)
  bad = bad + bench_result('stream_triad', trim(size), t_triad, 3 * w, 2.0d0 * n, 'mem', ok)
  if (bad /= 0) error stop 1
end program stream
