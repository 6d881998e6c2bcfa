! Reduction: reductions the compiler finds in `kernels` regions (§2.9.11) on scalar dummy
! arguments, as CloverLeaf's calc_dt and field_summary write them: `dt_min = min(dt_min, …)`
! over a plain DO nest of explicit-shape dummies, `err = max(err, abs(…))` and a sum into an
! intent(inout) dummy, each a parallel loop with its reduction (-Minfo=accel), the results
! equal to the sequential ones.
! remark: kernels: loop at 27:5: generating reduction(min:dt_min) (§2.9.11)
! remark: kernels: loop at 27:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 28:7: generating reduction(min:dt_min) (§2.9.11)
! remark: kernels: loop at 43:5: generating reduction(max:err) (§2.9.11)
! remark: kernels: loop at 46:5: generating reduction(+:total) (§2.9.11)
! expect-exit: 0
! expect-stdout:
! | dt_min:  0.1669006595
! | err, total:        6.0000    17977.6250
module dummy_reductions_m
  implicit none
contains
  subroutine calc_dt(x_min, x_max, y_min, y_max, dx, soundspeed, xvel, dt_min)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), intent(in) :: dx
    real(8), intent(in) :: soundspeed(x_min-2:x_max+2, y_min-2:y_max+2)
    real(8), intent(in) :: xvel(x_min-2:x_max+3, y_min-2:y_max+3)
    real(8), intent(out) :: dt_min
    integer :: j, k
    dt_min = 1.0d10
    !$acc kernels
    do k = y_min, y_max
      do j = x_min, x_max
        dt_min = min(dt_min, dx / (soundspeed(j, k) + abs(xvel(j, k))))
      end do
    end do
    !$acc end kernels
  end subroutine calc_dt

  subroutine largest_change(n, a, b, err, total)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n), b(n)
    real(8), intent(out) :: err
    real(8), intent(inout) :: total
    integer :: i
    err = 0
    !$acc kernels
    do i = 1, n
      err = max(err, abs(a(i) - b(i)))
    end do
    do i = 1, n
      total = total + a(i) * b(i)
    end do
    !$acc end kernels
  end subroutine largest_change
end module dummy_reductions_m

program kernels_dummy_reductions
  use dummy_reductions_m
  implicit none
  integer, parameter :: xn = 50, yn = 40, n = 3000
  real(8) :: ss(-1:xn + 2, -1:yn + 2), xv(-1:xn + 3, -1:yn + 3), dt
  real(8) :: a(n), b(n), err, total
  integer :: j, k, i
  do k = -1, yn + 2
    do j = -1, xn + 2
      ss(j, k) = 1.0d0 + mod(j * 7 + k * 3, 11) * 0.1d0
    end do
  end do
  do k = -1, yn + 3
    do j = -1, xn + 3
      xv(j, k) = sin(0.1d0 * j) * cos(0.2d0 * k)
    end do
  end do
  call calc_dt(1, xn, 1, yn, 0.5d0, ss, xv, dt)
  do i = 1, n
    a(i) = mod(i, 17) * 0.25d0
    b(i) = mod(i, 13) * 0.5d0
  end do
  total = 1
  call largest_change(n, a, b, err, total)
  print '(a, f14.10)', 'dt_min:', dt
  print '(a, 2f14.4)', 'err, total:', err, total
end program kernels_dummy_reductions
