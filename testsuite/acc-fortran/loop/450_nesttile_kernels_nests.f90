! CloverLeaf's and TeaLeaf's loop nests (decision 87): `kernels` regions with two `loop
! independent` directives over explicit-shape dummies with x_min:x_max bounds, the bounds
! dummy arguments, no data clause in the kernels (the arrays are in a `data` region of the
! caller). The rectangular nests run as one collapse(2) loop (the remarks); a triangular nest
! and a nest with a statement between its loops keep their two loops. Sizes take the GPU's
! tiled walk, partial tiles (300 x 77) and the flattened walk (rows of 50).
! remark: loop at 36:5 and its inner loop at 38:7 run as one collapse(2) loop
! remark: loop at 54:5 and its inner loop at 56:7 run as one collapse(2) loop
! expect-exit: 0
! expect-stdout:
! | update 300x77: rho   46200.000000 E   92400.000000 bad 0
! | shifted:   57442.000000 bad 0
! | update 50x203: rho   20503.000000 E   41006.000000 bad 0
! | shifted:   24563.000000 bad 0
! | update 0x5: rho       0.000000 E       0.000000 bad 0
! | shifted:       0.000000 bad 0
! | triangular:   50300.000000 bad 0
! | between:    3000.000000 bad 0
program nesttile_kernels_nests
  implicit none
  integer :: bad
  bad = 0
  call run(1, 300, 1, 77, bad)
  call run(1, 50, -2, 200, bad)
  call run(1, 0, 1, 5, bad)
  call triangle(bad)
  if (bad /= 0) stop 1
contains
  subroutine update(x_min, x_max, y_min, y_max, density, energy, vol_flux_x, vol_flux_y)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), intent(inout) :: density(x_min:x_max, y_min:y_max), energy(x_min:x_max, y_min:y_max)
    real(8), intent(in) :: vol_flux_x(x_min:x_max + 1, y_min:y_max)
    real(8), intent(in) :: vol_flux_y(x_min:x_max, y_min:y_max + 1)
    integer :: j, k
    !$acc kernels
    !$acc loop independent
    do k = y_min, y_max
      !$acc loop independent
      do j = x_min, x_max
        density(j, k) = density(j, k) + (vol_flux_x(j, k) - vol_flux_x(j + 1, k)) &
                        + (vol_flux_y(j, k) - vol_flux_y(j, k + 1))
        energy(j, k) = 2.0d0 * density(j, k)
      end do
    end do
    !$acc end kernels
  end subroutine

  ! Inner bounds computed from the dummies, the outer loop running down.
  subroutine shifted(x_min, x_max, y_min, y_max, a)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), intent(inout) :: a(x_min:x_max, y_min:y_max)
    integer :: j, k
    !$acc kernels
    !$acc loop independent
    do k = y_max, y_min, -1
      !$acc loop independent
      do j = x_min + 1, x_max - 1
        a(j, k) = a(j, k) + 0.5d0 * mod(j, 7) + mod(k + 10, 3)
      end do
    end do
    !$acc end kernels
  end subroutine

  subroutine run(x_min, x_max, y_min, y_max, bad)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    integer, intent(inout) :: bad
    real(8), allocatable :: rho(:, :), e(:, :), fx(:, :), fy(:, :), want(:, :)
    integer :: j, k, b
    allocate (rho(x_min:x_max, y_min:y_max), e(x_min:x_max, y_min:y_max))
    allocate (want(x_min:x_max, y_min:y_max))
    allocate (fx(x_min:x_max + 1, y_min:y_max), fy(x_min:x_max, y_min:y_max + 1))
    do k = y_min, y_max
      do j = x_min, x_max
        rho(j, k) = 1.0d0 + mod(j + 3 * k + 30, 3)
        e(j, k) = 0.0d0
      end do
    end do
    do k = y_min, y_max
      do j = x_min, x_max + 1
        fx(j, k) = 0.25d0 * mod(j + k + 10, 5)
        if (j == x_min .or. j == x_max + 1) fx(j, k) = 0.0d0
      end do
    end do
    do k = y_min, y_max + 1
      do j = x_min, x_max
        fy(j, k) = 0.125d0 * mod(abs(j * k), 4)
        if (k == y_min .or. k == y_max + 1) fy(j, k) = 0.0d0
      end do
    end do
    do k = y_min, y_max
      do j = x_min, x_max
        want(j, k) = rho(j, k) + (fx(j, k) - fx(j + 1, k)) + (fy(j, k) - fy(j, k + 1))
      end do
    end do
    !$acc data copy(rho, e) copyin(fx, fy)
    call update(x_min, x_max, y_min, y_max, rho, e, fx, fy)
    !$acc end data
    b = count(rho /= want) + count(e /= 2.0d0 * want)
    write (*, '(a, i0, a, i0, a, f14.6, a, f14.6, a, i0)') 'update ', x_max - x_min + 1, 'x', &
      y_max - y_min + 1, ': rho ', sum(rho), ' E ', sum(e), ' bad ', b
    bad = bad + b
    rho = 0.0d0
    !$acc data copy(rho)
    call shifted(x_min, x_max, y_min, y_max, rho)
    !$acc end data
    b = 0
    do k = y_min, y_max
      do j = x_min, x_max
        if (j == x_min .or. j == x_max) then
          if (rho(j, k) /= 0.0d0) b = b + 1
        else
          if (rho(j, k) /= 0.5d0 * mod(j, 7) + mod(k + 10, 3)) b = b + 1
        end if
      end do
    end do
    write (*, '(a, f14.6, a, i0)') 'shifted: ', sum(rho), ' bad ', b
    bad = bad + b
  end subroutine

  subroutine triangle(bad)
    integer, intent(inout) :: bad
    integer, parameter :: n = 200
    real(8) :: t(n, n), u(150, 40), s
    integer :: i, j, b
    t = 0.0d0
    !$acc data copy(t)
    !$acc kernels
    !$acc loop independent
    do j = 1, n
      !$acc loop independent
      do i = 1, j
        t(i, j) = mod(i, 4) + 1.0d0
      end do
    end do
    !$acc end kernels
    !$acc end data
    b = 0
    do j = 1, n
      do i = 1, n
        if (i <= j) then
          if (t(i, j) /= mod(i, 4) + 1.0d0) b = b + 1
        else
          if (t(i, j) /= 0.0d0) b = b + 1
        end if
      end do
    end do
    write (*, '(a, f14.6, a, i0)') 'triangular: ', sum(t), ' bad ', b
    bad = bad + b
    !$acc data copyout(u)
    !$acc kernels
    !$acc loop independent private(s)
    do j = 1, 40
      s = mod(j, 3)
      !$acc loop independent
      do i = 1, 150
        u(i, j) = s * mod(i, 2)
      end do
    end do
    !$acc end kernels
    !$acc end data
    b = 0
    do j = 1, 40
      do i = 1, 150
        if (u(i, j) /= mod(j, 3) * mod(i, 2)) b = b + 1
      end do
    end do
    write (*, '(a, f14.6, a, i0)') 'between: ', sum(u), ' bad ', b
    bad = bad + b
  end subroutine
end program
