! CloverLeaf's time-step control (calc_dt) in Fortran, as CloverLeaf writes it: a module
! subroutine with explicit-shape dummies whose bounds are expressions of x_min..y_max, one
! `kernels` region with `present` data and `loop independent collapse(2) reduction(min:)`,
! column-major fields field(j, k). The same data, sizes and check as bench/acc/calcdt.c.
include 'bench_mod.inc'

module calcdt_m
  implicit none
  real(8), parameter :: g_small = 1.0d-16, g_big = 1.0d+21
  real(8), parameter :: dtc_safe = 0.7d0, dtu_safe = 0.5d0, dtv_safe = 0.5d0, dtdiv_safe = 0.7d0
contains
  subroutine calc_dt_kernel(x_min, x_max, y_min, y_max, celldx, celldy, volume, density0, &
                            soundspeed, viscosity, xarea, yarea, xvel0, yvel0, dt_min_val)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), dimension(x_min:x_max + 1) :: celldx
    real(8), dimension(y_min:y_max + 1) :: celldy
    real(8), dimension(x_min:x_max + 1, y_min:y_max + 1) :: volume, density0, soundspeed, &
      viscosity, xarea, yarea, xvel0, yvel0
    real(8), intent(out) :: dt_min_val
    integer :: j, k
    real(8) :: dsx, dsy, cc, dtct, dv1, dv2, div, dtut, dtvt, dtdivt
    dt_min_val = g_big
    !$acc kernels present(celldx, celldy, volume, density0, soundspeed, viscosity, xarea, &
    !$acc&   yarea, xvel0, yvel0)
    !$acc loop independent collapse(2) reduction(min:dt_min_val)
    do k = y_min, y_max
      do j = x_min, x_max
        dsx = celldx(j)
        dsy = celldy(k)
        cc = soundspeed(j, k) * soundspeed(j, k) + 2.0d0 * viscosity(j, k) / density0(j, k)
        cc = max(sqrt(cc), g_small)
        dtct = dtc_safe * min(dsx, dsy) / cc
        dv1 = (xvel0(j, k) + xvel0(j, k + 1)) * xarea(j, k)
        dv2 = (xvel0(j + 1, k) + xvel0(j + 1, k + 1)) * xarea(j + 1, k)
        div = dv2 - dv1
        dtut = dtu_safe * 2.0d0 * volume(j, k) / max(abs(dv1), abs(dv2), g_small * volume(j, k))
        dv1 = (yvel0(j, k) + yvel0(j + 1, k)) * yarea(j, k)
        dv2 = (yvel0(j, k + 1) + yvel0(j + 1, k + 1)) * yarea(j, k + 1)
        div = div + dv2 - dv1
        dtvt = dtv_safe * 2.0d0 * volume(j, k) / max(abs(dv1), abs(dv2), g_small * volume(j, k))
        div = div / (2.0d0 * volume(j, k))
        if (div < -g_small) then
          dtdivt = dtdiv_safe * (-1.0d0 / div)
        else
          dtdivt = g_big
        end if
        dt_min_val = min(dt_min_val, dtct, dtut, dtvt, dtdivt)
      end do
    end do
    !$acc end kernels
  end subroutine calc_dt_kernel

  ! bench/acc/calcdt.c's calcdt_value at zero-based (j, k).
  real(8) function value(j, k, s, lo, span)
    integer(8), intent(in) :: j, k, s
    real(8), intent(in) :: lo, span
    value = lo + span * real(mod(j * 37 + k * 11 + s * 101, 97_8), 8) / 97.0d0
  end function value
end module calcdt_m

program calcdt
  use bench_f
  use calcdt_m
  implicit none
  integer, parameter :: n = 4096
  integer, parameter :: max_iters = 20
  real(8), allocatable, dimension(:, :) :: den, ss, visc, vol, xa, ya, xv, yv
  real(8), allocatable :: cdx(:), cdy(:)
  type(bench_timer) :: t
  real(8) :: dt, want, t0, t1, dsx, dsy, cc, dtct, dv1, dv2, div, dtut, dtvt, dtdivt
  integer :: j, k, it
  logical :: ok
  character(32) :: size
  allocate (den(n + 1, n + 1), ss(n + 1, n + 1), visc(n + 1, n + 1), vol(n + 1, n + 1))
  allocate (xa(n + 1, n + 1), ya(n + 1, n + 1), xv(n + 1, n + 1), yv(n + 1, n + 1))
  allocate (cdx(n + 1), cdy(n + 1))
  do j = 1, n + 1
    cdx(j) = (1.0d0 + 0.1d0 * value(int(j - 1, 8), 0_8, 8_8, 0.0d0, 1.0d0)) / real(n, 8)
    cdy(j) = (1.0d0 + 0.1d0 * value(0_8, int(j - 1, 8), 9_8, 0.0d0, 1.0d0)) / real(n, 8)
  end do
  do k = 1, n + 1
    do j = 1, n + 1
      den(j, k) = value(int(j - 1, 8), int(k - 1, 8), 0_8, 0.5d0, 1.0d0)
      ss(j, k) = value(int(j - 1, 8), int(k - 1, 8), 1_8, 0.5d0, 1.0d0)
      visc(j, k) = value(int(j - 1, 8), int(k - 1, 8), 2_8, 0.0d0, 0.1d0)
      vol(j, k) = cdx(j) * cdy(k)
      xa(j, k) = cdy(k)
      ya(j, k) = cdx(j)
      xv(j, k) = value(int(j - 1, 8), int(k - 1, 8), 3_8, -1.0d0, 2.0d0)
      yv(j, k) = value(int(j - 1, 8), int(k - 1, 8), 4_8, -1.0d0, 2.0d0)
    end do
  end do
  dt = 0.0d0
  it = 0
  !$acc data copyin(den, ss, visc, vol, xa, ya, xv, yv, cdx, cdy)
  do while (it == 0 .or. bench_more(t, max_iters))
    t0 = bench_now()
    call calc_dt_kernel(1, n, 1, n, cdx, cdy, vol, den, ss, visc, xa, ya, xv, yv, dt)
    t1 = bench_now()
    if (it > 0) call bench_record(t, t1 - t0)
    it = it + 1
  end do
  !$acc end data
  ! The host recomputes the minimum over every cell.
  want = g_big
  do k = 1, n
    do j = 1, n
      cc = max(sqrt(ss(j, k) * ss(j, k) + 2.0d0 * visc(j, k) / den(j, k)), g_small)
      dsx = cdx(j)
      dsy = cdy(k)
      dtct = dtc_safe * min(dsx, dsy) / cc
      dv1 = (xv(j, k) + xv(j, k + 1)) * xa(j, k)
      dv2 = (xv(j + 1, k) + xv(j + 1, k + 1)) * xa(j + 1, k)
      div = dv2 - dv1
      dtut = dtu_safe * 2.0d0 * vol(j, k) / max(abs(dv1), abs(dv2), g_small * vol(j, k))
      dv1 = (yv(j, k) + yv(j + 1, k)) * ya(j, k)
      dv2 = (yv(j, k + 1) + yv(j + 1, k + 1)) * ya(j, k + 1)
      div = div + dv2 - dv1
      dtvt = dtv_safe * 2.0d0 * vol(j, k) / max(abs(dv1), abs(dv2), g_small * vol(j, k))
      div = div / (2.0d0 * vol(j, k))
      dtdivt = g_big
      if (div < -g_small) dtdivt = dtdiv_safe * (-1.0d0 / div)
      want = min(want, dtct, dtut, dtvt, dtdivt)
    end do
  end do
  ok = bench_close(dt, want, 1d-12)
  if (.not. ok) print *, 'calcdt: dt_min', dt, 'host recomputes', want
  write (size, '(i0, a, i0)') n, 'x', n
  if (bench_result('calcdt', trim(size), t, 8.0d0 * 8.0d0 * real(n + 1, 8)**2, &
                   40.0d0 * real(n, 8)**2, 'mem', ok) /= 0) error stop 1
end program calcdt
