! Data: a `data` region around calls to subroutines whose explicit-shape dummies have lower
! bounds (`u(x_min-2:x_max+2, y_min-2:y_max+2)`, as CloverLeaf passes its fields) and whose
! compute constructs use `present` (§2.7.5) and `kernels` + `loop independent collapse(2)`.
! expect-exit: 0
! expect-stdout:
! | w(x_min, y_min), w(x_max, y_max) =     11.00    140.00
! | halo w(x_min-2, y_min-2) =  0.00
! | PASS
module kernels_m
  implicit none
contains
  subroutine init(x_min, x_max, y_min, y_max, u)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), intent(inout) :: u(x_min-2:x_max+2, y_min-2:y_max+2)
    integer :: j, k
    !$acc kernels present(u)
    !$acc loop independent collapse(2)
    do k = y_min - 2, y_max + 2
      do j = x_min - 2, x_max + 2
        u(j, k) = real(j + 10 * k, 8)
      end do
    end do
    !$acc end kernels
  end subroutine init

  subroutine smooth(x_min, x_max, y_min, y_max, u, w)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), intent(in) :: u(x_min-2:x_max+2, y_min-2:y_max+2)
    real(8), intent(out) :: w(x_min-2:x_max+2, y_min-2:y_max+2)
    integer :: j, k
    !$acc parallel loop collapse(2) present(u, w)
    do k = y_min, y_max
      do j = x_min, x_max
        w(j, k) = 0.25d0 * (u(j - 1, k) + u(j + 1, k) + u(j, k - 1) + u(j, k + 1))
      end do
    end do
  end subroutine smooth
end module kernels_m

program present_cloverleaf
  use kernels_m
  implicit none
  integer, parameter :: x_min = 1, x_max = 20, y_min = 1, y_max = 12
  real(8) :: u(x_min-2:x_max+2, y_min-2:y_max+2), w(x_min-2:x_max+2, y_min-2:y_max+2)
  real(8) :: expect
  integer :: j, k, bad
  w = 0.0d0
  !$acc data create(u) copy(w)
  call init(x_min, x_max, y_min, y_max, u)
  call smooth(x_min, x_max, y_min, y_max, u, w)
  !$acc end data
  bad = 0
  do k = y_min, y_max
    do j = x_min, x_max
      expect = real(j + 10 * k, 8)
      if (abs(w(j, k) - expect) > 1.0d-12) bad = bad + 1
    end do
  end do
  print '(a, 2f10.2)', 'w(x_min, y_min), w(x_max, y_max) =', w(x_min, y_min), w(x_max, y_max)
  print '(a, f6.2)', 'halo w(x_min-2, y_min-2) =', w(x_min - 2, y_min - 2)
  if (bad == 0) then
    print '(a)', 'PASS'
  else
    print '(a, i6)', 'FAIL', bad
  end if
end program present_cloverleaf
