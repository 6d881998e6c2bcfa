! Dot product in Fortran: the same size and exact check as bench/acc/dot.c, a
! `parallel loop reduction(+:sum)` over allocatable arrays inside a data region.
include 'bench_mod.inc'

program dot
  use bench_f
  implicit none
  integer(8), parameter :: n = 2_8**26
  integer, parameter :: max_iters = 20
  real(8), allocatable :: x(:), y(:)
  type(bench_timer) :: t
  real(8) :: s, want, t0, t1
  integer(8) :: i, exact
  integer :: it
  logical :: ok
  character(32) :: size
  allocate (x(0:n - 1), y(0:n - 1))
  exact = 0
  do i = 0, n - 1
    x(i) = real(mod(i, 7_8), 8)
    y(i) = real(mod(i, 5_8), 8) - 2.0d0
    exact = exact + mod(i, 7_8) * (mod(i, 5_8) - 2)
  end do
  want = real(exact, 8)
  ok = .true.
  it = 0
  !$acc data copyin(x, y)
  do while (it == 0 .or. bench_more(t, max_iters))
    s = 0.0d0
    t0 = bench_now()
    !$acc parallel loop present(x, y) reduction(+:s)
    do i = 0, n - 1
      s = s + x(i) * y(i)
    end do
    t1 = bench_now()
    if (s /= want) ok = .false.
    if (it > 0) call bench_record(t, t1 - t0)
    it = it + 1
  end do
  !$acc end data
  write (size, '(i0)') n
  if (bench_result('dot', trim(size), t, 16.0d0 * n, 2.0d0 * n, 'mem', ok) /= 0) error stop 1
end program dot
