! The time step a tile allows: the smallest over its cells of the sound-speed, velocity and
! divergence limits, where that smallest one lies, and which limit it was.
module calc_dt_module
  use data_module
  use definitions_module
  implicit none
  private
  public :: calc_dt

contains

  subroutine calc_dt_kernel(x_min, x_max, y_min, y_max, dtmin, dtc_safe, dtu_safe, &
                            dtv_safe, dtdiv_safe, xarea, yarea, cellx, celly, celldx, &
                            celldy, volume, density0, energy0, pressure, viscosity_a, &
                            soundspeed, xvel0, yvel0, dt_min, dt_ctl, dt_min_val, &
                            dtl_control, xl_pos, yl_pos, jldt, kldt, small)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(kind=rk), intent(in) :: dtmin, dtc_safe, dtu_safe, dtv_safe, dtdiv_safe
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+2) :: xarea
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+3) :: yarea
    real(kind=rk), dimension(x_min-2:x_max+2) :: cellx, celldx
    real(kind=rk), dimension(y_min-2:y_max+2) :: celly, celldy
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: volume
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: density0, energy0
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: pressure, viscosity_a
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: soundspeed
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: xvel0, yvel0
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: dt_min, dt_ctl
    real(kind=rk), intent(out) :: dt_min_val
    integer, intent(out) :: dtl_control
    real(kind=rk), intent(out) :: xl_pos, yl_pos
    integer, intent(out) :: jldt, kldt
    integer, intent(out) :: small

    integer :: j, k, nx, first_cell, ctl
    real(kind=rk) :: div, dsx, dsy, dtut, dtvt, dtct, dtdivt, cc, dv1, dv2, best, ctl_val

    small = 0
    nx = x_max - x_min + 1

!$acc kernels present(xarea, yarea, celldx, celldy, volume, density0, viscosity_a) &
!$acc present(soundspeed, xvel0, yvel0, dt_min, dt_ctl)
!$acc loop independent collapse(2) private(dsx, dsy, cc, dtct, dv1, dv2, div, dtut, dtvt) &
!$acc private(dtdivt, best)
    do k = y_min, y_max
      do j = x_min, x_max
        dsx = celldx(j)
        dsy = celldy(k)
        cc = soundspeed(j,k)*soundspeed(j,k)
        cc = cc + 2.0_rk*viscosity_a(j,k)/density0(j,k)
        cc = max(sqrt(cc), g_small)
        dtct = dtc_safe*min(dsx, dsy)/cc

        dv1 = (xvel0(j,k) + xvel0(j,k+1))*xarea(j,k)
        dv2 = (xvel0(j+1,k) + xvel0(j+1,k+1))*xarea(j+1,k)
        div = dv2 - dv1
        dtut = dtu_safe*2.0_rk*volume(j,k)/max(abs(dv1), abs(dv2), g_small*volume(j,k))

        dv1 = (yvel0(j,k) + yvel0(j+1,k))*yarea(j,k)
        dv2 = (yvel0(j,k+1) + yvel0(j+1,k+1))*yarea(j,k+1)
        div = div + dv2 - dv1
        dtvt = dtv_safe*2.0_rk*volume(j,k)/max(abs(dv1), abs(dv2), g_small*volume(j,k))

        div = div/(2.0_rk*volume(j,k))
        if (div < -g_small) then
          dtdivt = dtdiv_safe*(-1.0_rk/div)
        else
          dtdivt = g_big
        end if

        best = min(dtct, dtut, dtvt, dtdivt)
        dt_min(j,k) = best
        if (best == dtct) then
          dt_ctl(j,k) = real(ctl_sound, rk)
        else if (best == dtut) then
          dt_ctl(j,k) = real(ctl_xvel, rk)
        else if (best == dtvt) then
          dt_ctl(j,k) = real(ctl_yvel, rk)
        else
          dt_ctl(j,k) = real(ctl_div, rk)
        end if
      end do
    end do
!$acc end kernels

    dt_min_val = g_big
!$acc kernels present(dt_min)
!$acc loop independent collapse(2) reduction(min:dt_min_val)
    do k = y_min, y_max
      do j = x_min, x_max
        dt_min_val = min(dt_min_val, dt_min(j,k))
      end do
    end do
!$acc end kernels

    ! The first cell (in storage order) holding the minimum, so that ties give one answer
    ! however the reduction was split.
    first_cell = huge(first_cell)
!$acc kernels present(dt_min)
!$acc loop independent collapse(2) reduction(min:first_cell)
    do k = y_min, y_max
      do j = x_min, x_max
        if (dt_min(j,k) == dt_min_val) then
          first_cell = min(first_cell, (j - x_min) + (k - y_min)*nx)
        end if
      end do
    end do
!$acc end kernels
    jldt = x_min + mod(first_cell, nx)
    kldt = y_min + first_cell/nx

    ctl_val = 0.0_rk
!$acc kernels present(dt_ctl)
!$acc loop independent collapse(2) reduction(max:ctl_val)
    do k = y_min, y_max
      do j = x_min, x_max
        if (j == jldt .and. k == kldt) ctl_val = max(ctl_val, dt_ctl(j,k))
      end do
    end do
!$acc end kernels
    ctl = nint(ctl_val)
    dtl_control = ctl

    ! The mesh does not move, so the host's cell centres are current.
    xl_pos = cellx(jldt)
    yl_pos = celly(kldt)

    if (dt_min_val < dtmin) small = 1
    if (small /= 0) then
      write(g_out, '(a)') ' Timestep information:'
      write(g_out, '(a,i5,i5)') ' j, k                 : ', jldt, kldt
      write(g_out, '(a,e12.4)') ' timestep             : ', dt_min_val
      write(g_out, '(a,e12.4)') ' energy               : ', energy0(jldt,kldt)
      write(g_out, '(a,e12.4)') ' pressure             : ', pressure(jldt,kldt)
    end if
  end subroutine calc_dt_kernel

  subroutine calc_dt(tile, local_dt, local_control, xl_pos, yl_pos, jldt, kldt)
    integer, intent(in) :: tile
    real(kind=rk), intent(inout) :: local_dt
    integer, intent(out) :: local_control
    real(kind=rk), intent(out) :: xl_pos, yl_pos
    integer, intent(out) :: jldt, kldt
    integer :: small
    real(kind=rk) :: tile_dt

    call calc_dt_kernel(chunk%tiles(tile)%t_xmin, chunk%tiles(tile)%t_xmax, &
                        chunk%tiles(tile)%t_ymin, chunk%tiles(tile)%t_ymax, &
                        dtmin, dtc_safe, dtu_safe, dtv_safe, dtdiv_safe, &
                        chunk%tiles(tile)%field%xarea, chunk%tiles(tile)%field%yarea, &
                        chunk%tiles(tile)%field%cellx, chunk%tiles(tile)%field%celly, &
                        chunk%tiles(tile)%field%celldx, chunk%tiles(tile)%field%celldy, &
                        chunk%tiles(tile)%field%volume, chunk%tiles(tile)%field%density0, &
                        chunk%tiles(tile)%field%energy0, chunk%tiles(tile)%field%pressure, &
                        chunk%tiles(tile)%field%viscosity, &
                        chunk%tiles(tile)%field%soundspeed, &
                        chunk%tiles(tile)%field%xvel0, chunk%tiles(tile)%field%yvel0, &
                        chunk%tiles(tile)%field%work_array1, &
                        chunk%tiles(tile)%field%work_array2, &
                        tile_dt, local_control, xl_pos, yl_pos, jldt, kldt, small)
    local_dt = min(local_dt, tile_dt)
    if (small /= 0) then
      write(g_out, '(a,es12.4)') ' calc_dt: time step below the minimum at ', local_dt
    end if
  end subroutine calc_dt

end module calc_dt_module
