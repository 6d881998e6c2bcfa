! App (finite-volume CFD and spectral shapes): a 2-D Euler solver with Rusanov fluxes on a
! derived type holding the conserved fields (`type(state_t) :: q; q%rho(i, j)`) entered as
! structure then members, callees with `present(q)` reading its components, a flux
! `!$acc routine seq` subroutine in a module with array arguments of constant size,
! `do concurrent` nests in `kernels`, a `min` CFL reduction over `collapse(2)`, and a
! spectral diagnostic: a discrete Fourier transform of a row computed with complex
! arithmetic and a complex `+` reduction per wavenumber.
! remark: kernel __fv_solver_MOD_spectrum.acc.6 launched
! expect-exit: 0
! expect-stdout:
! | time  0.17264529
! | spectrum  0.300571  0.048160  0.005347  0.002396  0.001010  0.000035
! | mass  0.2309570312
! | rho  0.40895857  0.12500013
! | energy  0.52246094
module fv_types
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  real(dp), parameter :: gam = 1.4_dp
  type state_t
    integer :: nx, ny
    real(dp) :: dx, dy
    real(dp), allocatable :: rho(:,:), mx(:,:), my(:,:), e(:,:)
  end type
end module fv_types

module fv_flux
  use fv_types
  implicit none
contains
  subroutine rusanov(ql, qr, nxn, nyn, f)
    !$acc routine seq
    real(dp), intent(in) :: ql(4), qr(4), nxn, nyn
    real(dp), intent(out) :: f(4)
    real(dp) :: ul, ur, vl, vr, pl, pr, cl, cr, unl, unr, smax
    ul = ql(2) / ql(1); vl = ql(3) / ql(1)
    ur = qr(2) / qr(1); vr = qr(3) / qr(1)
    pl = (gam - 1) * (ql(4) - 0.5_dp * ql(1) * (ul * ul + vl * vl))
    pr = (gam - 1) * (qr(4) - 0.5_dp * qr(1) * (ur * ur + vr * vr))
    cl = sqrt(gam * pl / ql(1)); cr = sqrt(gam * pr / qr(1))
    unl = ul * nxn + vl * nyn; unr = ur * nxn + vr * nyn
    smax = max(abs(unl) + cl, abs(unr) + cr)
    f(1) = 0.5_dp * (ql(1) * unl + qr(1) * unr) - 0.5_dp * smax * (qr(1) - ql(1))
    f(2) = 0.5_dp * (ql(2) * unl + pl * nxn + qr(2) * unr + pr * nxn) - 0.5_dp * smax * (qr(2) - ql(2))
    f(3) = 0.5_dp * (ql(3) * unl + pl * nyn + qr(3) * unr + pr * nyn) - 0.5_dp * smax * (qr(3) - ql(3))
    f(4) = 0.5_dp * ((ql(4) + pl) * unl + (qr(4) + pr) * unr) - 0.5_dp * smax * (qr(4) - ql(4))
  end subroutine

  pure real(dp) function sound_speed(r, mx, my, e)
    !$acc routine seq
    real(dp), intent(in) :: r, mx, my, e
    real(dp) :: p
    p = (gam - 1) * (e - 0.5_dp * (mx * mx + my * my) / r)
    sound_speed = sqrt(gam * p / r)
  end function
end module fv_flux

module fv_solver
  use fv_types
  use fv_flux
  implicit none
contains
  subroutine fv_init(q, nx, ny)
    type(state_t), intent(inout) :: q
    integer, intent(in) :: nx, ny
    integer :: i, j
    real(dp) :: x, y
    q%nx = nx; q%ny = ny; q%dx = 1.0_dp / nx; q%dy = 1.0_dp / ny
    allocate(q%rho(0:nx+1, 0:ny+1), q%mx(0:nx+1, 0:ny+1), q%my(0:nx+1, 0:ny+1), q%e(0:nx+1, 0:ny+1))
    do j = 0, ny + 1
      do i = 0, nx + 1
        x = (i - 0.5_dp) * q%dx; y = (j - 0.5_dp) * q%dy
        if ((x - 0.5_dp)**2 + (y - 0.5_dp)**2 < 0.04_dp) then
          q%rho(i, j) = 1.0_dp; q%e(i, j) = 2.5_dp
        else
          q%rho(i, j) = 0.125_dp; q%e(i, j) = 0.25_dp
        end if
        q%mx(i, j) = 0; q%my(i, j) = 0
      end do
    end do
    !$acc enter data copyin(q)
    !$acc enter data copyin(q%rho, q%mx, q%my, q%e)
  end subroutine

  subroutine boundaries(q)
    type(state_t), intent(inout) :: q
    integer :: i, j, nx, ny
    nx = q%nx; ny = q%ny
    !$acc parallel loop present(q)
    do j = 1, ny
      q%rho(0, j) = q%rho(1, j); q%mx(0, j) = -q%mx(1, j); q%my(0, j) = q%my(1, j); q%e(0, j) = q%e(1, j)
      q%rho(nx+1, j) = q%rho(nx, j); q%mx(nx+1, j) = -q%mx(nx, j)
      q%my(nx+1, j) = q%my(nx, j); q%e(nx+1, j) = q%e(nx, j)
    end do
    !$acc parallel loop present(q)
    do i = 0, nx + 1
      q%rho(i, 0) = q%rho(i, 1); q%mx(i, 0) = q%mx(i, 1); q%my(i, 0) = -q%my(i, 1); q%e(i, 0) = q%e(i, 1)
      q%rho(i, ny+1) = q%rho(i, ny); q%mx(i, ny+1) = q%mx(i, ny)
      q%my(i, ny+1) = -q%my(i, ny); q%e(i, ny+1) = q%e(i, ny)
    end do
  end subroutine

  real(dp) function cfl_dt(q, cfl) result(dt)
    type(state_t), intent(in) :: q
    real(dp), intent(in) :: cfl
    integer :: i, j
    real(dp) :: c, u, v
    dt = huge(1.0_dp)
    !$acc parallel loop collapse(2) present(q) reduction(min:dt) private(c, u, v)
    do j = 1, q%ny
      do i = 1, q%nx
        c = sound_speed(q%rho(i, j), q%mx(i, j), q%my(i, j), q%e(i, j))
        u = abs(q%mx(i, j) / q%rho(i, j)); v = abs(q%my(i, j) / q%rho(i, j))
        dt = min(dt, cfl * min(q%dx / (u + c), q%dy / (v + c)))
      end do
    end do
  end function

  subroutine advance(q, dt, fx, gy)
    type(state_t), intent(inout) :: q
    real(dp), intent(in) :: dt
    real(dp), intent(inout) :: fx(:,:,:), gy(:,:,:)
    integer :: i, j
    real(dp) :: ql(4), qr(4), f(4)
    !$acc parallel loop collapse(2) present(q, fx) private(ql, qr, f)
    do j = 1, q%ny
      do i = 1, q%nx + 1
        ql = [q%rho(i-1, j), q%mx(i-1, j), q%my(i-1, j), q%e(i-1, j)]
        qr = [q%rho(i, j), q%mx(i, j), q%my(i, j), q%e(i, j)]
        call rusanov(ql, qr, 1.0_dp, 0.0_dp, f)
        fx(:, i, j) = f
      end do
    end do
    !$acc parallel loop collapse(2) present(q, gy) private(ql, qr, f)
    do j = 1, q%ny + 1
      do i = 1, q%nx
        ql(1) = q%rho(i, j-1); ql(2) = q%mx(i, j-1); ql(3) = q%my(i, j-1); ql(4) = q%e(i, j-1)
        qr(1) = q%rho(i, j); qr(2) = q%mx(i, j); qr(3) = q%my(i, j); qr(4) = q%e(i, j)
        call rusanov(ql, qr, 0.0_dp, 1.0_dp, f)
        gy(:, i, j) = f
      end do
    end do
    !$acc kernels present(q, fx, gy)
    do concurrent (j = 1:q%ny, i = 1:q%nx)
      q%rho(i, j) = q%rho(i, j) - dt / q%dx * (fx(1, i+1, j) - fx(1, i, j)) - dt / q%dy * (gy(1, i, j+1) - gy(1, i, j))
      q%mx(i, j) = q%mx(i, j) - dt / q%dx * (fx(2, i+1, j) - fx(2, i, j)) - dt / q%dy * (gy(2, i, j+1) - gy(2, i, j))
      q%my(i, j) = q%my(i, j) - dt / q%dx * (fx(3, i+1, j) - fx(3, i, j)) - dt / q%dy * (gy(3, i, j+1) - gy(3, i, j))
      q%e(i, j) = q%e(i, j) - dt / q%dx * (fx(4, i+1, j) - fx(4, i, j)) - dt / q%dy * (gy(4, i, j+1) - gy(4, i, j))
    end do
    !$acc end kernels
  end subroutine

  ! |DFT| of row j of the density for wavenumbers 0..nk-1.
  subroutine spectrum(q, j, nk, amp)
    type(state_t), intent(in) :: q
    integer, intent(in) :: j, nk
    real(dp), intent(out) :: amp(0:nk-1)
    complex(dp) :: s
    integer :: k, i
    real(dp), parameter :: twopi = 6.283185307179586_dp
    !$acc parallel loop gang present(q) copyout(amp) private(s)
    do k = 0, nk - 1
      s = (0.0_dp, 0.0_dp)
      !$acc loop vector reduction(+:s)
      do i = 1, q%nx
        s = s + q%rho(i, j) * exp(cmplx(0.0_dp, -twopi * k * (i - 1) / q%nx, dp))
      end do
      amp(k) = abs(s) / q%nx
    end do
  end subroutine
end module fv_solver

program euler2d
  use fv_types
  use fv_solver
  implicit none
  type(state_t) :: q
  real(dp), allocatable :: fx(:,:,:), gy(:,:,:)
  real(dp) :: dt, t, amp(0:5), mass
  integer :: n
  call fv_init(q, 32, 32)
  allocate(fx(4, q%nx+1, q%ny), gy(4, q%nx, q%ny+1))
  !$acc enter data create(fx, gy)
  t = 0
  do n = 1, 25
    call boundaries(q)
    dt = cfl_dt(q, 0.4_dp)
    call advance(q, dt, fx, gy)
    t = t + dt
  end do
  print '(a,f12.8)', 'time', t
  call spectrum(q, 16, 6, amp)
  print '(a,6f10.6)', 'spectrum', amp
  !$acc update self(q%rho, q%e)
  mass = sum(q%rho(1:q%nx, 1:q%ny)) * q%dx * q%dy
  print '(a,f14.10)', 'mass', mass
  print '(a,2f12.8)', 'rho', maxval(q%rho(1:q%nx, 1:q%ny)), minval(q%rho(1:q%nx, 1:q%ny))
  print '(a,f12.8)', 'energy', sum(q%e(1:q%nx, 1:q%ny)) * q%dx * q%dy
  !$acc exit data delete(fx, gy, q%rho, q%mx, q%my, q%e)
  !$acc exit data delete(q)
end program euler2d
