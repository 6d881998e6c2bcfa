! App (CloverLeaf-shaped): a chunk type holding field arrays allocated with halo lower bounds
! in an init routine and entered with `enter data`, kernels written as subroutines with
! explicit-shape dummies and lower bounds under `kernels present(...)` + `loop independent`,
! ideal gas, viscosity, a `min` time-step reduction and a field summary with `+` reductions,
! halo exchange through `update self`/`update device` of array sections, `acc_is_present`
! through `!$ use openacc`, timing through omp_get_wtime under `#ifdef _OPENACC`.
! remark: kernels: region split into 4 kernels launched in order
! remark: kernels: loop nest at 295:5 (2 loops collapsed) gang-partitioned
! expect-exit: 0
! expect-stdout:
! | present T
! | step 1  5.907996E-02 0
! | step 2  6.089972E-02 0
! | step 3  6.283564E-02 0
! | step 4  6.489923E-02 0
! | step 5  6.710357E-02 0
! | summary  3.84000000E+00  4.03220000E+00  7.16601017E+00  7.59948284E-03  3.07255719E+00
! | host  307.25571882    1.04132507
! | halo    0.763361    0.821971
! | timed T
module definitions_module
  implicit none
  integer, parameter :: g_xdir = 1, g_ydir = 2
  type field_type
    real(kind=8), allocatable :: density0(:,:), energy0(:,:), pressure(:,:), soundspeed(:,:)
    real(kind=8), allocatable :: viscosity(:,:), xvel0(:,:), yvel0(:,:), volume(:,:)
    real(kind=8), allocatable :: celldx(:), celldy(:)
  end type field_type
  type chunk_type
    integer :: x_min, x_max, y_min, y_max
    type(field_type) :: field
  end type chunk_type
  type(chunk_type) :: chunk
  real(kind=8) :: dtmin = 0.0000001_8, dtc_safe = 0.7_8
end module definitions_module

module start_module
  use definitions_module
  implicit none
contains
  subroutine build_field(nx, ny)
    integer, intent(in) :: nx, ny
    integer :: j, k
    chunk%x_min = 1; chunk%x_max = nx; chunk%y_min = 1; chunk%y_max = ny
    associate (f => chunk%field)
      allocate(f%density0(-1:nx+2, -1:ny+2), f%energy0(-1:nx+2, -1:ny+2))
      allocate(f%pressure(-1:nx+2, -1:ny+2), f%soundspeed(-1:nx+2, -1:ny+2))
      allocate(f%viscosity(-1:nx+2, -1:ny+2), f%volume(-1:nx+2, -1:ny+2))
      allocate(f%xvel0(-1:nx+3, -1:ny+3), f%yvel0(-1:nx+3, -1:ny+3))
      allocate(f%celldx(-1:nx+2), f%celldy(-1:ny+2))
    end associate
    do k = -1, ny + 2
      do j = -1, nx + 2
        chunk%field%density0(j, k) = 1.0_8 + 0.01_8 * mod(j * 7 + k * 3, 11)
        chunk%field%energy0(j, k) = 2.5_8 - 0.02_8 * mod(j + 2 * k, 5)
        chunk%field%volume(j, k) = 0.01_8
      end do
    end do
    do k = -1, ny + 3
      do j = -1, nx + 3
        chunk%field%xvel0(j, k) = 0.1_8 * sin(0.3_8 * j) * cos(0.2_8 * k)
        chunk%field%yvel0(j, k) = 0.05_8 * cos(0.1_8 * j + 0.4_8 * k)
      end do
    end do
    chunk%field%celldx = 0.1_8
    chunk%field%celldy = 0.1_8
    chunk%field%pressure = 0; chunk%field%soundspeed = 0; chunk%field%viscosity = 0
!$acc enter data copyin(chunk%field%density0, chunk%field%energy0, chunk%field%volume)
!$acc enter data copyin(chunk%field%xvel0, chunk%field%yvel0, chunk%field%celldx, chunk%field%celldy)
!$acc enter data create(chunk%field%pressure, chunk%field%soundspeed, chunk%field%viscosity)
  end subroutine build_field
end module start_module

module ideal_gas_kernel_module
contains
  subroutine ideal_gas_kernel(x_min, x_max, y_min, y_max, density, energy, pressure, soundspeed)
    implicit none
    integer :: x_min, x_max, y_min, y_max
    real(kind=8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: density, energy
    real(kind=8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: pressure, soundspeed
    integer :: j, k
    real(kind=8) :: sound_speed_squared, v, pressurebyenergy, pressurebyvolume
!$acc kernels present(density, energy, pressure, soundspeed)
!$acc loop independent
    do k = y_min, y_max
!$acc loop independent private(v, pressurebyenergy, pressurebyvolume, sound_speed_squared)
      do j = x_min, x_max
        v = 1.0_8 / density(j, k)
        pressure(j, k) = (1.4_8 - 1.0_8) * density(j, k) * energy(j, k)
        pressurebyenergy = (1.4_8 - 1.0_8) * density(j, k)
        pressurebyvolume = -density(j, k) * pressure(j, k)
        sound_speed_squared = v * v * (pressure(j, k) * pressurebyenergy - pressurebyvolume)
        soundspeed(j, k) = sqrt(sound_speed_squared)
      end do
    end do
!$acc end kernels
  end subroutine ideal_gas_kernel
end module ideal_gas_kernel_module

module viscosity_kernel_module
contains
  subroutine viscosity_kernel(x_min, x_max, y_min, y_max, celldx, celldy, density0, pressure, &
                              viscosity, xvel0, yvel0)
    implicit none
    integer :: x_min, x_max, y_min, y_max
    real(kind=8), dimension(x_min-2:x_max+2) :: celldx
    real(kind=8), dimension(y_min-2:y_max+2) :: celldy
    real(kind=8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: density0, pressure, viscosity
    real(kind=8), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: xvel0, yvel0
    integer :: j, k
    real(kind=8) :: ugrad, vgrad, grad2, pgradx, pgrady, pgradx2, pgrady2, grad, ygrad, xgrad
    real(kind=8) :: div, strain2, limiter, pgrad
!$acc kernels present(celldx, celldy, density0, pressure, viscosity, xvel0, yvel0)
!$acc loop independent
    do k = y_min, y_max
!$acc loop independent
      do j = x_min, x_max
        ugrad = (xvel0(j+1, k) + xvel0(j+1, k+1)) - (xvel0(j, k) + xvel0(j, k+1))
        vgrad = (yvel0(j, k+1) + yvel0(j+1, k+1)) - (yvel0(j, k) + yvel0(j+1, k))
        div = (celldx(j) * (ugrad) + celldy(k) * (vgrad))
        strain2 = 0.5_8 * (xvel0(j, k+1) + xvel0(j+1, k+1) - xvel0(j, k) - xvel0(j+1, k)) / celldy(k) &
                + 0.5_8 * (yvel0(j+1, k) + yvel0(j+1, k+1) - yvel0(j, k) - yvel0(j, k+1)) / celldx(j)
        pgradx = (pressure(j+1, k) - pressure(j-1, k)) / (celldx(j) + celldx(j+1))
        pgrady = (pressure(j, k+1) - pressure(j, k-1)) / (celldy(k) + celldy(k+1))
        pgradx2 = pgradx * pgradx
        pgrady2 = pgrady * pgrady
        limiter = ((0.5_8 * (ugrad) / celldx(j)) * pgradx2 + (0.5_8 * (vgrad) / celldy(k)) * pgrady2 &
                + strain2 * pgradx * pgrady) / max(pgradx2 + pgrady2, 1.0e-16_8)
        if ((limiter > 0.0) .or. (div >= 0.0)) then
          viscosity(j, k) = 0.0
        else
          pgradx = sign(max(1.0e-16_8, abs(pgradx)), pgradx)
          pgrady = sign(max(1.0e-16_8, abs(pgrady)), pgrady)
          pgrad = sqrt(pgradx**2 + pgrady**2)
          xgrad = abs(celldx(j) * pgrad / pgradx)
          ygrad = abs(celldy(k) * pgrad / pgrady)
          grad = min(xgrad, ygrad)
          grad2 = grad * grad
          viscosity(j, k) = 2.0_8 * density0(j, k) * grad2 * limiter * limiter
        end if
      end do
    end do
!$acc end kernels
  end subroutine viscosity_kernel
end module viscosity_kernel_module

module calc_dt_module
contains
  subroutine calc_dt_kernel(x_min, x_max, y_min, y_max, dtmin, dtc_safe, celldx, celldy, &
                            density0, soundspeed, viscosity, xvel0, yvel0, dt_min_val, jk)
    implicit none
    integer :: x_min, x_max, y_min, y_max
    real(kind=8) :: dtmin, dtc_safe, dt_min_val
    real(kind=8), dimension(x_min-2:x_max+2) :: celldx
    real(kind=8), dimension(y_min-2:y_max+2) :: celldy
    real(kind=8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: density0, soundspeed, viscosity
    real(kind=8), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: xvel0, yvel0
    integer, intent(out) :: jk
    integer :: j, k
    real(kind=8) :: dsx, dsy, cc, dtct, dtut, dtvt, dv1, dv2, dtdivt, div, dtmin_loc
    dt_min_val = 1.0e10_8
    dtmin_loc = 1.0e10_8
!$acc kernels present(celldx, celldy, density0, soundspeed, viscosity, xvel0, yvel0)
!$acc loop independent reduction(min:dtmin_loc)
    do k = y_min, y_max
!$acc loop independent reduction(min:dtmin_loc)
      do j = x_min, x_max
        dsx = celldx(j)
        dsy = celldy(k)
        cc = soundspeed(j, k) * soundspeed(j, k)
        cc = cc + 2.0_8 * viscosity(j, k) / density0(j, k)
        cc = max(sqrt(cc), 1.0e-8_8)
        dtct = dtc_safe * min(dsx, dsy) / cc
        div = 0.0
        dv1 = (xvel0(j, k) + xvel0(j, k+1)) * dsy
        dv2 = (xvel0(j+1, k) + xvel0(j+1, k+1)) * dsy
        div = div + dv2 - dv1
        dtut = 0.5_8 * dsx / max(abs(dv1), abs(dv2), 1.0e-16_8 * dsx * dsy)
        dv1 = (yvel0(j, k) + yvel0(j+1, k)) * dsx
        dv2 = (yvel0(j, k+1) + yvel0(j+1, k+1)) * dsx
        div = div + dv2 - dv1
        dtvt = 0.5_8 * dsy / max(abs(dv1), abs(dv2), 1.0e-16_8 * dsx * dsy)
        dtdivt = 0.7_8 / max(abs(div) / (dsx * dsy), 1.0e-16_8)
        dtmin_loc = min(dtmin_loc, dtct, dtut, dtvt, dtdivt)
      end do
    end do
!$acc end kernels
    dt_min_val = dtmin_loc
    jk = 0
    if (dt_min_val < dtmin) jk = 1
  end subroutine calc_dt_kernel
end module calc_dt_module

module field_summary_kernel_module
contains
  subroutine field_summary_kernel(x_min, x_max, y_min, y_max, volume, density0, energy0, &
                                  pressure, xvel0, yvel0, vol, mass, ie, ke, press)
    implicit none
    integer :: x_min, x_max, y_min, y_max
    real(kind=8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: volume, density0, energy0, pressure
    real(kind=8), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: xvel0, yvel0
    real(kind=8) :: vol, mass, ie, ke, press
    integer :: j, k, jv, kv
    real(kind=8) :: vsqrd, cell_vol, cell_mass
    vol = 0.0; mass = 0.0; ie = 0.0; ke = 0.0; press = 0.0
!$acc parallel loop present(volume, density0, energy0, pressure, xvel0, yvel0) &
!$acc   reduction(+:vol, mass, ie, ke, press) private(vsqrd, cell_vol, cell_mass)
    do k = y_min, y_max
      do j = x_min, x_max
        vsqrd = 0.0
        do kv = k, k + 1
          do jv = j, j + 1
            vsqrd = vsqrd + 0.25_8 * (xvel0(jv, kv)**2 + yvel0(jv, kv)**2)
          end do
        end do
        cell_vol = volume(j, k)
        cell_mass = cell_vol * density0(j, k)
        vol = vol + cell_vol
        mass = mass + cell_mass
        ie = ie + cell_mass * energy0(j, k)
        ke = ke + cell_mass * 0.5_8 * vsqrd
        press = press + cell_vol * pressure(j, k)
      end do
    end do
  end subroutine field_summary_kernel
end module field_summary_kernel_module

module update_halo_module
  use definitions_module
contains
  ! Reflective halo on the host, as CloverLeaf's MPI-less path after an `update self`.
  subroutine update_halo_host(fld, x_min, x_max, y_min, y_max)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(kind=8), intent(inout) :: fld(x_min-2:, y_min-2:)
    integer :: k
!$acc update self(fld(x_min:x_min+1, y_min:y_max))
!$acc update self(fld(x_max-1:x_max, y_min:y_max))
    do k = y_min, y_max
      fld(x_min-1, k) = fld(x_min, k)
      fld(x_min-2, k) = fld(x_min+1, k)
      fld(x_max+1, k) = fld(x_max, k)
      fld(x_max+2, k) = fld(x_max-1, k)
    end do
!$acc update device(fld(x_min-2:x_min-1, y_min:y_max))
!$acc update device(fld(x_max+1:x_max+2, y_min:y_max))
!$acc kernels present(fld)
    fld(:, y_min-1) = fld(:, y_min)
    fld(:, y_min-2) = fld(:, y_min+1)
    fld(:, y_max+1) = fld(:, y_max)
    fld(:, y_max+2) = fld(:, y_max-1)
!$acc end kernels
  end subroutine update_halo_host
end module update_halo_module

program clover_mini
  use definitions_module
  use start_module
  use ideal_gas_kernel_module
  use viscosity_kernel_module
  use calc_dt_module
  use field_summary_kernel_module
  use update_halo_module
!$ use openacc
#ifdef _OPENACC
  use omp_lib, only: omp_get_wtime
#endif
  implicit none
  integer :: step, jk
  real(kind=8) :: dt, vol, mass, ie, ke, press, t0, t1
  logical :: ok
  integer(8) :: c0, c1, rate
#ifdef _OPENACC
  t0 = omp_get_wtime()
#else
  t0 = 0
#endif
  call system_clock(c0, rate)
  call build_field(24, 16)
  ok = .true.
!$ ok = acc_is_present(chunk%field%density0) .and. acc_is_present(chunk%field%viscosity)
!$ ok = ok .and. acc_is_present(chunk%field%celldx(1:4))
  print '(a,l2)', 'present', ok
  do step = 1, 5
    call ideal_gas_kernel(chunk%x_min, chunk%x_max, chunk%y_min, chunk%y_max, &
        chunk%field%density0, chunk%field%energy0, chunk%field%pressure, chunk%field%soundspeed)
    call update_halo_host(chunk%field%pressure, chunk%x_min, chunk%x_max, chunk%y_min, chunk%y_max)
    call viscosity_kernel(chunk%x_min, chunk%x_max, chunk%y_min, chunk%y_max, &
        chunk%field%celldx, chunk%field%celldy, chunk%field%density0, chunk%field%pressure, &
        chunk%field%viscosity, chunk%field%xvel0, chunk%field%yvel0)
    call calc_dt_kernel(chunk%x_min, chunk%x_max, chunk%y_min, chunk%y_max, dtmin, dtc_safe, &
        chunk%field%celldx, chunk%field%celldy, chunk%field%density0, chunk%field%soundspeed, &
        chunk%field%viscosity, chunk%field%xvel0, chunk%field%yvel0, dt, jk)
    ! advance energy a little so that each step differs
!$acc kernels present(chunk%field%energy0, chunk%field%viscosity)
    chunk%field%energy0(1:chunk%x_max, 1:chunk%y_max) = chunk%field%energy0(1:chunk%x_max, 1:chunk%y_max) &
        * (1.0_8 - dt) + dt * chunk%field%viscosity(1:chunk%x_max, 1:chunk%y_max)
!$acc end kernels
    print '(a,i2,es14.6,i2)', 'step', step, dt, jk
  end do
  call field_summary_kernel(chunk%x_min, chunk%x_max, chunk%y_min, chunk%y_max, &
      chunk%field%volume, chunk%field%density0, chunk%field%energy0, chunk%field%pressure, &
      chunk%field%xvel0, chunk%field%yvel0, vol, mass, ie, ke, press)
  print '(a,5es16.8)', 'summary', vol, mass, ie, ke, press
!$acc exit data copyout(chunk%field%pressure, chunk%field%soundspeed) delete(chunk%field%viscosity)
  print '(a,2f14.8)', 'host', sum(chunk%field%pressure(1:24, 1:16)), maxval(chunk%field%soundspeed)
  print '(a,2f12.6)', 'halo', chunk%field%pressure(-1, 3), chunk%field%pressure(25, 16)
  call system_clock(c1)
#ifdef _OPENACC
  t1 = omp_get_wtime()
#else
  t1 = 1
#endif
  print '(a,l2)', 'timed', t1 >= t0 .and. c1 >= c0
end program clover_mini
