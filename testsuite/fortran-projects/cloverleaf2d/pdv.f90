! The Lagrangian step of density and energy: the work done by pressure and viscosity as the
! cells change volume. The predictor uses the start-of-step velocities over half a step; the
! corrector the average of the old and new velocities over the whole step.
module pdv_module
  use data_module
  use definitions_module
  use report_module
  use ideal_gas_module, only: ideal_gas
  use update_halo_module, only: update_halo
  use revert_module, only: revert
  implicit none
  private
  public :: pdv

contains

  subroutine pdv_kernel(predict, x_min, x_max, y_min, y_max, dt, xarea, yarea, volume, &
                        density0, density1, energy0, energy1, pressure, viscosity, &
                        xvel0, xvel1, yvel0, yvel1, volume_change, negative)
    logical, intent(in) :: predict
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(kind=rk), intent(in) :: dt
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+2) :: xarea
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+3) :: yarea
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: volume
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: density0, energy0
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: pressure, viscosity
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: density1, energy1
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: xvel0, xvel1
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: yvel0, yvel1
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: volume_change
    integer, intent(out) :: negative

    integer :: j, k
    real(kind=rk) :: left_flux, right_flux, bottom_flux, top_flux, total_flux
    real(kind=rk) :: min_cell_volume, energy_change, recip_volume, weight

    negative = 0
    if (predict) then
      weight = 0.25_rk*dt*0.5_rk
    else
      weight = 0.25_rk*dt
    end if

!$acc kernels present(xarea, yarea, volume, density0, density1, energy0, energy1) &
!$acc present(pressure, viscosity, xvel0, xvel1, yvel0, yvel1, volume_change)
!$acc loop independent collapse(2) reduction(+:negative) &
!$acc private(left_flux, right_flux, bottom_flux, top_flux, total_flux, min_cell_volume) &
!$acc private(energy_change, recip_volume)
    do k = y_min, y_max
      do j = x_min, x_max
        if (predict) then
          left_flux = xarea(j,k)*(xvel0(j,k) + xvel0(j,k+1) + xvel0(j,k) + xvel0(j,k+1))*weight
          right_flux = xarea(j+1,k)*(xvel0(j+1,k) + xvel0(j+1,k+1) &
                     + xvel0(j+1,k) + xvel0(j+1,k+1))*weight
          bottom_flux = yarea(j,k)*(yvel0(j,k) + yvel0(j+1,k) + yvel0(j,k) + yvel0(j+1,k))*weight
          top_flux = yarea(j,k+1)*(yvel0(j,k+1) + yvel0(j+1,k+1) &
                   + yvel0(j,k+1) + yvel0(j+1,k+1))*weight
        else
          left_flux = xarea(j,k)*(xvel0(j,k) + xvel0(j,k+1) + xvel1(j,k) + xvel1(j,k+1))*weight
          right_flux = xarea(j+1,k)*(xvel0(j+1,k) + xvel0(j+1,k+1) &
                     + xvel1(j+1,k) + xvel1(j+1,k+1))*weight
          bottom_flux = yarea(j,k)*(yvel0(j,k) + yvel0(j+1,k) + yvel1(j,k) + yvel1(j+1,k))*weight
          top_flux = yarea(j,k+1)*(yvel0(j,k+1) + yvel0(j+1,k+1) &
                   + yvel1(j,k+1) + yvel1(j+1,k+1))*weight
        end if
        total_flux = right_flux - left_flux + top_flux - bottom_flux
        volume_change(j,k) = volume(j,k)/(volume(j,k) + total_flux)
        min_cell_volume = min(volume(j,k) + right_flux - left_flux + top_flux - bottom_flux, &
                              volume(j,k) + right_flux - left_flux, &
                              volume(j,k) + top_flux - bottom_flux)
        if (min_cell_volume <= 0.0_rk) negative = negative + 1
        recip_volume = 1.0_rk/volume(j,k)
        energy_change = (pressure(j,k)/density0(j,k) + viscosity(j,k)/density0(j,k)) &
                      *total_flux*recip_volume
        energy1(j,k) = energy0(j,k) - energy_change
        density1(j,k) = density0(j,k)*volume_change(j,k)
      end do
    end do
!$acc end kernels
  end subroutine pdv_kernel

  subroutine pdv(predict)
    logical, intent(in) :: predict
    integer :: tile, negative
    integer :: fields(num_fields)

    do tile = 1, chunk%tiles_per_chunk
      call pdv_kernel(predict, chunk%tiles(tile)%t_xmin, chunk%tiles(tile)%t_xmax, &
                      chunk%tiles(tile)%t_ymin, chunk%tiles(tile)%t_ymax, dt, &
                      chunk%tiles(tile)%field%xarea, chunk%tiles(tile)%field%yarea, &
                      chunk%tiles(tile)%field%volume, &
                      chunk%tiles(tile)%field%density0, chunk%tiles(tile)%field%density1, &
                      chunk%tiles(tile)%field%energy0, chunk%tiles(tile)%field%energy1, &
                      chunk%tiles(tile)%field%pressure, chunk%tiles(tile)%field%viscosity, &
                      chunk%tiles(tile)%field%xvel0, chunk%tiles(tile)%field%xvel1, &
                      chunk%tiles(tile)%field%yvel0, chunk%tiles(tile)%field%yvel1, &
                      chunk%tiles(tile)%field%work_array1, negative)
      if (negative > 0) then
        write(g_out, '(a,i6,a)') ' PdV: ', negative, ' cells with a negative volume'
        call report_error('PdV', 'error in PdV')
      end if
    end do

    if (predict) then
      do tile = 1, chunk%tiles_per_chunk
        call ideal_gas(tile, .true.)
      end do
      fields = 0
      fields(field_pressure) = 1
      call update_halo(fields, 1)
      call revert()
    end if
  end subroutine pdv

end module pdv_module
