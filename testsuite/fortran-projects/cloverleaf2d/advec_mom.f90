! Remaps one velocity component back to the fixed mesh in one direction: the mass through
! the faces of the dual (vertex-centred) cells, the nodal masses before and after, a limited
! momentum flux, then the new velocity.
module advec_mom_module
  use data_module
  use definitions_module
  implicit none
  private
  public :: advec_mom

  real(kind=rk), parameter :: one_by_six = 1.0_rk/6.0_rk

contains

  subroutine advec_mom_kernel(x_min, x_max, y_min, y_max, vel1, mass_flux_x, vol_flux_x, &
                              mass_flux_y, vol_flux_y, volume, density1, node_flux, &
                              node_mass_post, node_mass_pre, mom_flux, pre_vol, post_vol, &
                              celldx, celldy, which_vel, sweep_number, direction)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    integer, intent(in) :: which_vel, sweep_number, direction
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: vel1
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+2) :: mass_flux_x, vol_flux_x
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+3) :: mass_flux_y, vol_flux_y
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: volume, density1
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: node_flux, node_mass_post
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: node_mass_pre, mom_flux
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: pre_vol, post_vol
    real(kind=rk), dimension(x_min-2:x_max+2) :: celldx
    real(kind=rk), dimension(y_min-2:y_max+2) :: celldy

    integer :: j, k, upwind, donor, downwind, dif, mom_sweep
    real(kind=rk) :: sigma, wind, width, vdiffuw, vdiffdw, auw, adw, limiter, advec_vel_s

    ! Which volumes the nodes had before and after this sweep depends on whether the
    ! other direction has been swept already.
    mom_sweep = direction + 2*(sweep_number - 1)
    if (which_vel < g_xdir .or. which_vel > g_ydir) return

!$acc kernels present(volume, vol_flux_x, vol_flux_y, pre_vol, post_vol)
!$acc loop independent collapse(2)
    do k = y_min-2, y_max+2
      do j = x_min-2, x_max+2
        select case (mom_sweep)
        case (1)
          ! x first
          post_vol(j,k) = volume(j,k) + vol_flux_y(j,k+1) - vol_flux_y(j,k)
          pre_vol(j,k) = post_vol(j,k) + vol_flux_x(j+1,k) - vol_flux_x(j,k)
        case (2)
          ! y first
          post_vol(j,k) = volume(j,k) + vol_flux_x(j+1,k) - vol_flux_x(j,k)
          pre_vol(j,k) = post_vol(j,k) + vol_flux_y(j,k+1) - vol_flux_y(j,k)
        case (3)
          ! x second
          post_vol(j,k) = volume(j,k)
          pre_vol(j,k) = post_vol(j,k) + vol_flux_x(j+1,k) - vol_flux_x(j,k)
        case default
          ! y second
          post_vol(j,k) = volume(j,k)
          pre_vol(j,k) = post_vol(j,k) + vol_flux_y(j,k+1) - vol_flux_y(j,k)
        end select
      end do
    end do
!$acc end kernels

    if (direction == g_xdir) then
!$acc kernels present(mass_flux_x, node_flux, node_mass_post, node_mass_pre, density1) &
!$acc present(post_vol, vel1, mom_flux, celldx)
!$acc loop independent collapse(2)
      do k = y_min, y_max+1
        do j = x_min-2, x_max+2
          node_flux(j,k) = 0.25_rk*(mass_flux_x(j,k-1) + mass_flux_x(j,k) &
                         + mass_flux_x(j+1,k-1) + mass_flux_x(j+1,k))
        end do
      end do
!$acc loop independent collapse(2)
      do k = y_min, y_max+1
        do j = x_min-1, x_max+2
          node_mass_post(j,k) = 0.25_rk*(density1(j,k-1)*post_vol(j,k-1) &
                              + density1(j,k)*post_vol(j,k) &
                              + density1(j-1,k-1)*post_vol(j-1,k-1) &
                              + density1(j-1,k)*post_vol(j-1,k))
          node_mass_pre(j,k) = node_mass_post(j,k) - node_flux(j-1,k) + node_flux(j,k)
        end do
      end do
!$acc loop independent collapse(2) private(upwind, donor, downwind, dif, sigma, width) &
!$acc private(vdiffuw, vdiffdw, auw, adw, wind, limiter, advec_vel_s)
      do k = y_min, y_max+1
        do j = x_min-1, x_max+1
          if (node_flux(j,k) < 0.0_rk) then
            upwind = j + 2
            donor = j + 1
            downwind = j
            dif = donor
          else
            upwind = j - 1
            donor = j
            downwind = j + 1
            dif = upwind
          end if
          sigma = abs(node_flux(j,k))/node_mass_pre(donor,k)
          width = celldx(j)
          vdiffuw = vel1(donor,k) - vel1(upwind,k)
          vdiffdw = vel1(downwind,k) - vel1(donor,k)
          limiter = 0.0_rk
          if (vdiffuw*vdiffdw > 0.0_rk) then
            auw = abs(vdiffuw)
            adw = abs(vdiffdw)
            wind = 1.0_rk
            if (vdiffdw <= 0.0_rk) wind = -1.0_rk
            limiter = wind*min(width*((2.0_rk - sigma)*adw/width &
                    + (1.0_rk + sigma)*auw/celldx(dif))*one_by_six, auw, adw)
          end if
          advec_vel_s = vel1(donor,k) + (1.0_rk - sigma)*limiter
          mom_flux(j,k) = advec_vel_s*node_flux(j,k)
        end do
      end do
!$acc loop independent collapse(2)
      do k = y_min, y_max+1
        do j = x_min, x_max+1
          vel1(j,k) = (vel1(j,k)*node_mass_pre(j,k) + mom_flux(j-1,k) - mom_flux(j,k)) &
                    /node_mass_post(j,k)
        end do
      end do
!$acc end kernels
    else
!$acc kernels present(mass_flux_y, node_flux, node_mass_post, node_mass_pre, density1) &
!$acc present(post_vol, vel1, mom_flux, celldy)
!$acc loop independent collapse(2)
      do k = y_min-2, y_max+2
        do j = x_min, x_max+1
          node_flux(j,k) = 0.25_rk*(mass_flux_y(j-1,k) + mass_flux_y(j,k) &
                         + mass_flux_y(j-1,k+1) + mass_flux_y(j,k+1))
        end do
      end do
!$acc loop independent collapse(2)
      do k = y_min-1, y_max+2
        do j = x_min, x_max+1
          node_mass_post(j,k) = 0.25_rk*(density1(j,k-1)*post_vol(j,k-1) &
                              + density1(j,k)*post_vol(j,k) &
                              + density1(j-1,k-1)*post_vol(j-1,k-1) &
                              + density1(j-1,k)*post_vol(j-1,k))
          node_mass_pre(j,k) = node_mass_post(j,k) - node_flux(j,k-1) + node_flux(j,k)
        end do
      end do
!$acc loop independent collapse(2) private(upwind, donor, downwind, dif, sigma, width) &
!$acc private(vdiffuw, vdiffdw, auw, adw, wind, limiter, advec_vel_s)
      do k = y_min-1, y_max+1
        do j = x_min, x_max+1
          if (node_flux(j,k) < 0.0_rk) then
            upwind = k + 2
            donor = k + 1
            downwind = k
            dif = donor
          else
            upwind = k - 1
            donor = k
            downwind = k + 1
            dif = upwind
          end if
          sigma = abs(node_flux(j,k))/node_mass_pre(j,donor)
          width = celldy(k)
          vdiffuw = vel1(j,donor) - vel1(j,upwind)
          vdiffdw = vel1(j,downwind) - vel1(j,donor)
          limiter = 0.0_rk
          if (vdiffuw*vdiffdw > 0.0_rk) then
            auw = abs(vdiffuw)
            adw = abs(vdiffdw)
            wind = 1.0_rk
            if (vdiffdw <= 0.0_rk) wind = -1.0_rk
            limiter = wind*min(width*((2.0_rk - sigma)*adw/width &
                    + (1.0_rk + sigma)*auw/celldy(dif))*one_by_six, auw, adw)
          end if
          advec_vel_s = vel1(j,donor) + (1.0_rk - sigma)*limiter
          mom_flux(j,k) = advec_vel_s*node_flux(j,k)
        end do
      end do
!$acc loop independent collapse(2)
      do k = y_min, y_max+1
        do j = x_min, x_max+1
          vel1(j,k) = (vel1(j,k)*node_mass_pre(j,k) + mom_flux(j,k-1) - mom_flux(j,k)) &
                    /node_mass_post(j,k)
        end do
      end do
!$acc end kernels
    end if
  end subroutine advec_mom_kernel

  subroutine advec_mom(tile, which_vel, direction, sweep_number)
    integer, intent(in) :: tile, which_vel, direction, sweep_number
    if (which_vel == g_xdir) then
      call advec_mom_kernel(chunk%tiles(tile)%t_xmin, chunk%tiles(tile)%t_xmax, &
                            chunk%tiles(tile)%t_ymin, chunk%tiles(tile)%t_ymax, &
                            chunk%tiles(tile)%field%xvel1, &
                            chunk%tiles(tile)%field%mass_flux_x, &
                            chunk%tiles(tile)%field%vol_flux_x, &
                            chunk%tiles(tile)%field%mass_flux_y, &
                            chunk%tiles(tile)%field%vol_flux_y, &
                            chunk%tiles(tile)%field%volume, &
                            chunk%tiles(tile)%field%density1, &
                            chunk%tiles(tile)%field%work_array1, &
                            chunk%tiles(tile)%field%work_array2, &
                            chunk%tiles(tile)%field%work_array3, &
                            chunk%tiles(tile)%field%work_array4, &
                            chunk%tiles(tile)%field%work_array5, &
                            chunk%tiles(tile)%field%work_array6, &
                            chunk%tiles(tile)%field%celldx, &
                            chunk%tiles(tile)%field%celldy, &
                            which_vel, sweep_number, direction)
    else
      call advec_mom_kernel(chunk%tiles(tile)%t_xmin, chunk%tiles(tile)%t_xmax, &
                            chunk%tiles(tile)%t_ymin, chunk%tiles(tile)%t_ymax, &
                            chunk%tiles(tile)%field%yvel1, &
                            chunk%tiles(tile)%field%mass_flux_x, &
                            chunk%tiles(tile)%field%vol_flux_x, &
                            chunk%tiles(tile)%field%mass_flux_y, &
                            chunk%tiles(tile)%field%vol_flux_y, &
                            chunk%tiles(tile)%field%volume, &
                            chunk%tiles(tile)%field%density1, &
                            chunk%tiles(tile)%field%work_array1, &
                            chunk%tiles(tile)%field%work_array2, &
                            chunk%tiles(tile)%field%work_array3, &
                            chunk%tiles(tile)%field%work_array4, &
                            chunk%tiles(tile)%field%work_array5, &
                            chunk%tiles(tile)%field%work_array6, &
                            chunk%tiles(tile)%field%celldx, &
                            chunk%tiles(tile)%field%celldy, &
                            which_vel, sweep_number, direction)
    end if
  end subroutine advec_mom

end module advec_mom_module
