! 7-point 3-D stencil in Fortran, as bench/acc/stencil3d.c (two sweeps per timed iteration):
! a subroutine with explicit-shape dummies with lower bounds u(0:n-1, 0:n-1, 0:n-1),
! `present`, column-major u(k, j, i), `collapse(3)`. Check: sample points against a host
! recomputation of their neighbourhood.
include 'bench_mod.inc'

module stencil_m
  implicit none
  real(8), parameter :: c0 = 0.4d0, c1 = 0.1d0
contains
  subroutine sweep(u, v, n)
    integer(8), intent(in) :: n
    real(8), intent(in) :: u(0:n - 1, 0:n - 1, 0:n - 1)
    real(8), intent(inout) :: v(0:n - 1, 0:n - 1, 0:n - 1)
    integer(8) :: i, j, k
    !$acc parallel loop collapse(3) present(u, v)
    do i = 1, n - 2
      do j = 1, n - 2
        do k = 1, n - 2
          v(k, j, i) = c0 * u(k, j, i) + c1 * (u(k, j, i - 1) + u(k, j, i + 1) + u(k, j - 1, i) &
                                               + u(k, j + 1, i) + u(k - 1, j, i) + u(k + 1, j, i))
        end do
      end do
    end do
  end subroutine sweep

  real(8) function init_value(i, j, k)
    integer(8), intent(in) :: i, j, k
    init_value = real(mod(i * 7 + j * 13 + k * 29, 101_8), 8) / 101.0d0
  end function init_value

  real(8) function reference(n, i, j, k, sweeps)
    integer(8), intent(in) :: n, i, j, k
    integer, intent(in) :: sweeps
    integer(8) :: lo(3), hi(3), c(3), p, q, r
    integer :: s, d
    real(8), allocatable :: u(:, :, :), v(:, :, :)
    c = [i, j, k]
    do d = 1, 3
      lo(d) = max(c(d) - sweeps, 0_8)
      hi(d) = min(c(d) + sweeps, n - 1)
    end do
    allocate (u(lo(3):hi(3), lo(2):hi(2), lo(1):hi(1)))
    do p = lo(1), hi(1)
      do q = lo(2), hi(2)
        do r = lo(3), hi(3)
          u(r, q, p) = init_value(p, q, r)
        end do
      end do
    end do
    v = u
    do s = 1, sweeps
      do p = max(lo(1) + 1, 1_8), min(hi(1) - 1, n - 2)
        do q = max(lo(2) + 1, 1_8), min(hi(2) - 1, n - 2)
          do r = max(lo(3) + 1, 1_8), min(hi(3) - 1, n - 2)
            v(r, q, p) = c0 * u(r, q, p) + c1 * (u(r, q, p - 1) + u(r, q, p + 1) + u(r, q - 1, p) &
                                                 + u(r, q + 1, p) + u(r - 1, q, p) + u(r + 1, q, p))
          end do
        end do
      end do
      u = v
    end do
    reference = u(k, j, i)
  end function reference
end module stencil_m

program stencil3d
  use bench_f
  use stencil_m
  implicit none
  integer(8), parameter :: n = 512
  integer, parameter :: max_iters = 8
  real(8), allocatable :: a(:, :, :), b(:, :, :)
  type(bench_timer) :: t
  real(8) :: t0, t1, points
  integer(8) :: i, j, k, s
  integer :: it, sweeps
  logical :: ok
  character(32) :: size
  allocate (a(0:n - 1, 0:n - 1, 0:n - 1), b(0:n - 1, 0:n - 1, 0:n - 1))
  do i = 0, n - 1
    do j = 0, n - 1
      do k = 0, n - 1
        a(k, j, i) = init_value(i, j, k)
      end do
    end do
  end do
  b = a
  sweeps = 0
  it = 0
  !$acc data copy(a, b)
  do while (it == 0 .or. bench_more(t, max_iters))
    t0 = bench_now()
    call sweep(a, b, n)
    call sweep(b, a, n)
    t1 = bench_now()
    sweeps = sweeps + 2
    if (it > 0) call bench_record(t, t1 - t0)
    it = it + 1
  end do
  !$acc end data
  ok = .true.
  do s = 0, 15
    i = mod(s * 7919 + 5, n)
    j = mod(s * 104729 + 17, n)
    k = mod(s * 1299709 + 3, n)
    if (.not. bench_close(a(k, j, i), reference(n, i, j, k, sweeps), 1d-12)) ok = .false.
  end do
  write (size, '(i0, a, i0, a, i0)') n, 'x', n, 'x', n
  points = real(n - 2, 8)**3
  if (bench_result('stencil3d', trim(size), t, 32.0d0 * points, 16.0d0 * points, 'mem', ok) /= 0) &
    error stop 1
end program stencil3d
