! Jacobi sweeps in Fortran, as bench/acc/jacobi.c (two sweeps per timed iteration, each with
! its max-norm residual), written the way Fortran codes are: a subroutine with explicit-shape
! dummies with lower bounds, `present`, column-major indexing u(j, i), `collapse(2)` and
! `reduction(max:)`. Check: the residual recomputed on the host, and sample points against a
! host recomputation of their neighbourhood.
include 'bench_mod.inc'

module jacobi_m
  implicit none
contains
  subroutine sweep(u, v, n, r)
    integer(8), intent(in) :: n
    real(8), intent(in) :: u(0:n - 1, 0:n - 1)
    real(8), intent(inout) :: v(0:n - 1, 0:n - 1)
    real(8), intent(out) :: r
    integer(8) :: i, j
    real(8) :: x, d
    r = 0.0d0
    !$acc parallel loop collapse(2) present(u, v) reduction(max:r)
    do i = 1, n - 2
      do j = 1, n - 2
        x = 0.25d0 * (u(j, i - 1) + u(j, i + 1) + u(j - 1, i) + u(j + 1, i))
        d = abs(x - u(j, i))
        r = max(r, d)
        v(j, i) = x
      end do
    end do
  end subroutine sweep

  real(8) function init_value(i, j)
    integer(8), intent(in) :: i, j
    init_value = real(mod(i * 37 + j * 11, 97_8), 8) / 97.0d0
  end function init_value

  ! The value at (i, j) after `sweeps` sweeps, from the (2*sweeps+1)^2 neighbourhood.
  real(8) function reference(n, i, j, sweeps)
    integer(8), intent(in) :: n, i, j
    integer, intent(in) :: sweeps
    integer(8) :: i0, i1, j0, j1, p, q
    integer :: s
    real(8), allocatable :: u(:, :), v(:, :)
    i0 = max(i - sweeps, 0_8)
    i1 = min(i + sweeps, n - 1)
    j0 = max(j - sweeps, 0_8)
    j1 = min(j + sweeps, n - 1)
    allocate (u(j0:j1, i0:i1), v(j0:j1, i0:i1))
    do p = i0, i1
      do q = j0, j1
        u(q, p) = init_value(p, q)
      end do
    end do
    v = u
    do s = 1, sweeps
      do p = max(i0 + 1, 1_8), min(i1 - 1, n - 2)
        do q = max(j0 + 1, 1_8), min(j1 - 1, n - 2)
          v(q, p) = 0.25d0 * (u(q, p - 1) + u(q, p + 1) + u(q - 1, p) + u(q + 1, p))
        end do
      end do
      u = v
    end do
    reference = u(j, i)
  end function reference
end module jacobi_m

program jacobi
  use bench_f
  use jacobi_m
  implicit none
  integer(8), parameter :: n = 8192
  integer, parameter :: max_iters = 10
  real(8), allocatable :: a(:, :), b(:, :)
  type(bench_timer) :: t
  real(8) :: r1, r2, t0, t1, residual, r, points
  integer(8) :: i, j, s
  integer :: it, sweeps
  logical :: ok
  character(32) :: size
  allocate (a(0:n - 1, 0:n - 1), b(0:n - 1, 0:n - 1))
  do i = 0, n - 1
    do j = 0, n - 1
      a(j, i) = init_value(i, j)
    end do
  end do
  b = a
  sweeps = 0
  residual = 0.0d0
  it = 0
  !$acc data copy(a, b)
  do while (it == 0 .or. bench_more(t, max_iters))
    t0 = bench_now()
    call sweep(a, b, n, r1)
    call sweep(b, a, n, r2)
    t1 = bench_now()
    sweeps = sweeps + 2
    residual = r2
    if (it > 0) call bench_record(t, t1 - t0)
    it = it + 1
  end do
  !$acc end data
  r = 0.0d0
  do i = 1, n - 2
    do j = 1, n - 2
      r = max(r, abs(a(j, i) - b(j, i)))
    end do
  end do
  ok = bench_close(residual, r, 1d-12)
  do s = 0, 31
    i = mod(s * 7919 + 3, n)
    j = mod(s * 104729 + 11, n)
    if (.not. bench_close(a(j, i), reference(n, i, j, sweeps), 1d-12)) ok = .false.
  end do
  write (size, '(i0, a, i0)') n, 'x', n
  points = real(n - 2, 8)**2
  if (bench_result('jacobi2d', trim(size), t, 32.0d0 * points, 12.0d0 * points, 'mem', ok) /= 0) &
    error stop 1
end program jacobi
