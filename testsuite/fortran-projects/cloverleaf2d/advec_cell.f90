! Remaps density and energy back to the fixed mesh, one direction per sweep: the volume
! each cell had before the sweep, the mass and energy through each face (second order, van
! Leer limited, or donor cell), then the new cell values.
module advec_cell_module
  use data_module
  use definitions_module
  implicit none
  private
  public :: advec_cell

  real(kind=rk), parameter :: one_by_six = 1.0_rk/6.0_rk

contains

  subroutine advec_cell_kernel(x_min, x_max, y_min, y_max, dir, sweep_number, vanleer, &
                               vertexdx, vertexdy, volume, density1, energy1, &
                               mass_flux_x, vol_flux_x, mass_flux_y, vol_flux_y, &
                               pre_vol, post_vol, pre_mass, post_mass, advec_vol, &
                               post_ener, ener_flux)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    integer, intent(in) :: dir, sweep_number
    logical, intent(in) :: vanleer
    real(kind=rk), dimension(x_min-2:x_max+3) :: vertexdx
    real(kind=rk), dimension(y_min-2:y_max+3) :: vertexdy
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: volume
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: density1, energy1
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+2) :: vol_flux_x, mass_flux_x
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+3) :: vol_flux_y, mass_flux_y
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: pre_vol, post_vol
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: pre_mass, post_mass
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: advec_vol, post_ener
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: ener_flux

    integer :: j, k, upwind, donor, downwind, dif
    real(kind=rk) :: sigmat, sigmav, sigmam, sigma3, sigma4
    real(kind=rk) :: diffuw, diffdw, limiter, wind

    select case (dir)
    case (g_xdir)
!$acc kernels present(volume, vol_flux_x, vol_flux_y, pre_vol, post_vol)
!$acc loop independent collapse(2)
      do k = y_min-2, y_max+2
        do j = x_min-2, x_max+2
          if (sweep_number == 1) then
            pre_vol(j,k) = volume(j,k) + (vol_flux_x(j+1,k) - vol_flux_x(j,k) &
                         + vol_flux_y(j,k+1) - vol_flux_y(j,k))
            post_vol(j,k) = pre_vol(j,k) - (vol_flux_x(j+1,k) - vol_flux_x(j,k))
          else
            pre_vol(j,k) = volume(j,k) + vol_flux_x(j+1,k) - vol_flux_x(j,k)
            post_vol(j,k) = volume(j,k)
          end if
        end do
      end do
!$acc end kernels

!$acc kernels present(vertexdx, density1, energy1, vol_flux_x, mass_flux_x, pre_vol) &
!$acc present(ener_flux)
!$acc loop independent collapse(2) private(upwind, donor, downwind, dif, sigmat, sigma3) &
!$acc private(sigma4, sigmav, sigmam, diffuw, diffdw, limiter, wind)
      do k = y_min, y_max
        do j = x_min, x_max+2
          if (vol_flux_x(j,k) > 0.0_rk) then
            upwind = j - 2
            donor = j - 1
            downwind = j
            dif = donor
          else
            upwind = min(j + 1, x_max + 2)
            donor = j
            downwind = j - 1
            dif = upwind
          end if
          sigmat = abs(vol_flux_x(j,k))/pre_vol(donor,k)
          sigma3 = (1.0_rk + sigmat)*(vertexdx(j)/vertexdx(dif))
          sigma4 = 2.0_rk - sigmat
          sigmav = sigmat

          diffuw = density1(donor,k) - density1(upwind,k)
          diffdw = density1(downwind,k) - density1(donor,k)
          wind = 1.0_rk
          if (diffdw <= 0.0_rk) wind = -1.0_rk
          if (vanleer .and. diffuw*diffdw > 0.0_rk) then
            limiter = (1.0_rk - sigmav)*wind*min(abs(diffuw), abs(diffdw), &
                      one_by_six*(sigma3*abs(diffuw) + sigma4*abs(diffdw)))
          else
            limiter = 0.0_rk
          end if
          mass_flux_x(j,k) = vol_flux_x(j,k)*(density1(donor,k) + limiter)

          sigmam = abs(mass_flux_x(j,k))/(density1(donor,k)*pre_vol(donor,k))
          diffuw = energy1(donor,k) - energy1(upwind,k)
          diffdw = energy1(downwind,k) - energy1(donor,k)
          wind = 1.0_rk
          if (diffdw <= 0.0_rk) wind = -1.0_rk
          if (vanleer .and. diffuw*diffdw > 0.0_rk) then
            limiter = (1.0_rk - sigmam)*wind*min(abs(diffuw), abs(diffdw), &
                      one_by_six*(sigma3*abs(diffuw) + sigma4*abs(diffdw)))
          else
            limiter = 0.0_rk
          end if
          ener_flux(j,k) = mass_flux_x(j,k)*(energy1(donor,k) + limiter)
        end do
      end do
!$acc end kernels

!$acc kernels present(density1, energy1, mass_flux_x, vol_flux_x, pre_vol, pre_mass) &
!$acc present(post_mass, post_ener, advec_vol, ener_flux)
!$acc loop independent collapse(2)
      do k = y_min, y_max
        do j = x_min, x_max
          pre_mass(j,k) = density1(j,k)*pre_vol(j,k)
          post_mass(j,k) = pre_mass(j,k) + mass_flux_x(j,k) - mass_flux_x(j+1,k)
          post_ener(j,k) = (energy1(j,k)*pre_mass(j,k) + ener_flux(j,k) - ener_flux(j+1,k)) &
                         /post_mass(j,k)
          advec_vol(j,k) = pre_vol(j,k) + vol_flux_x(j,k) - vol_flux_x(j+1,k)
          density1(j,k) = post_mass(j,k)/advec_vol(j,k)
          energy1(j,k) = post_ener(j,k)
        end do
      end do
!$acc end kernels

    case (g_ydir)
!$acc kernels present(volume, vol_flux_x, vol_flux_y, pre_vol, post_vol)
!$acc loop independent collapse(2)
      do k = y_min-2, y_max+2
        do j = x_min-2, x_max+2
          if (sweep_number == 1) then
            pre_vol(j,k) = volume(j,k) + (vol_flux_y(j,k+1) - vol_flux_y(j,k) &
                         + vol_flux_x(j+1,k) - vol_flux_x(j,k))
            post_vol(j,k) = pre_vol(j,k) - (vol_flux_y(j,k+1) - vol_flux_y(j,k))
          else
            pre_vol(j,k) = volume(j,k) + vol_flux_y(j,k+1) - vol_flux_y(j,k)
            post_vol(j,k) = volume(j,k)
          end if
        end do
      end do
!$acc end kernels

!$acc kernels present(vertexdy, density1, energy1, vol_flux_y, mass_flux_y, pre_vol) &
!$acc present(ener_flux)
!$acc loop independent collapse(2) private(upwind, donor, downwind, dif, sigmat, sigma3) &
!$acc private(sigma4, sigmav, sigmam, diffuw, diffdw, limiter, wind)
      do k = y_min, y_max+2
        do j = x_min, x_max
          if (vol_flux_y(j,k) > 0.0_rk) then
            upwind = k - 2
            donor = k - 1
            downwind = k
            dif = donor
          else
            upwind = min(k + 1, y_max + 2)
            donor = k
            downwind = k - 1
            dif = upwind
          end if
          sigmat = abs(vol_flux_y(j,k))/pre_vol(j,donor)
          sigma3 = (1.0_rk + sigmat)*(vertexdy(k)/vertexdy(dif))
          sigma4 = 2.0_rk - sigmat
          sigmav = sigmat

          diffuw = density1(j,donor) - density1(j,upwind)
          diffdw = density1(j,downwind) - density1(j,donor)
          wind = 1.0_rk
          if (diffdw <= 0.0_rk) wind = -1.0_rk
          if (vanleer .and. diffuw*diffdw > 0.0_rk) then
            limiter = (1.0_rk - sigmav)*wind*min(abs(diffuw), abs(diffdw), &
                      one_by_six*(sigma3*abs(diffuw) + sigma4*abs(diffdw)))
          else
            limiter = 0.0_rk
          end if
          mass_flux_y(j,k) = vol_flux_y(j,k)*(density1(j,donor) + limiter)

          sigmam = abs(mass_flux_y(j,k))/(density1(j,donor)*pre_vol(j,donor))
          diffuw = energy1(j,donor) - energy1(j,upwind)
          diffdw = energy1(j,downwind) - energy1(j,donor)
          wind = 1.0_rk
          if (diffdw <= 0.0_rk) wind = -1.0_rk
          if (vanleer .and. diffuw*diffdw > 0.0_rk) then
            limiter = (1.0_rk - sigmam)*wind*min(abs(diffuw), abs(diffdw), &
                      one_by_six*(sigma3*abs(diffuw) + sigma4*abs(diffdw)))
          else
            limiter = 0.0_rk
          end if
          ener_flux(j,k) = mass_flux_y(j,k)*(energy1(j,donor) + limiter)
        end do
      end do
!$acc end kernels

!$acc kernels present(density1, energy1, mass_flux_y, vol_flux_y, pre_vol, pre_mass) &
!$acc present(post_mass, post_ener, advec_vol, ener_flux)
!$acc loop independent collapse(2)
      do k = y_min, y_max
        do j = x_min, x_max
          pre_mass(j,k) = density1(j,k)*pre_vol(j,k)
          post_mass(j,k) = pre_mass(j,k) + mass_flux_y(j,k) - mass_flux_y(j,k+1)
          post_ener(j,k) = (energy1(j,k)*pre_mass(j,k) + ener_flux(j,k) - ener_flux(j,k+1)) &
                         /post_mass(j,k)
          advec_vol(j,k) = pre_vol(j,k) + vol_flux_y(j,k) - vol_flux_y(j,k+1)
          density1(j,k) = post_mass(j,k)/advec_vol(j,k)
          energy1(j,k) = post_ener(j,k)
        end do
      end do
!$acc end kernels
    end select
  end subroutine advec_cell_kernel

  subroutine advec_cell(tile, dir, sweep_number)
    integer, intent(in) :: tile, dir, sweep_number
    call advec_cell_kernel(chunk%tiles(tile)%t_xmin, chunk%tiles(tile)%t_xmax, &
                           chunk%tiles(tile)%t_ymin, chunk%tiles(tile)%t_ymax, &
                           dir, sweep_number, use_vanleer, &
                           chunk%tiles(tile)%field%vertexdx, &
                           chunk%tiles(tile)%field%vertexdy, &
                           chunk%tiles(tile)%field%volume, &
                           chunk%tiles(tile)%field%density1, &
                           chunk%tiles(tile)%field%energy1, &
                           chunk%tiles(tile)%field%mass_flux_x, &
                           chunk%tiles(tile)%field%vol_flux_x, &
                           chunk%tiles(tile)%field%mass_flux_y, &
                           chunk%tiles(tile)%field%vol_flux_y, &
                           chunk%tiles(tile)%field%work_array1, &
                           chunk%tiles(tile)%field%work_array2, &
                           chunk%tiles(tile)%field%work_array3, &
                           chunk%tiles(tile)%field%work_array4, &
                           chunk%tiles(tile)%field%work_array5, &
                           chunk%tiles(tile)%field%work_array6, &
                           chunk%tiles(tile)%field%work_array7)
  end subroutine advec_cell

end module advec_cell_module
