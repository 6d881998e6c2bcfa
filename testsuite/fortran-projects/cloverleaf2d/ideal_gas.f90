! The equation of state: pressure and sound speed of an ideal gas (gamma = 1.4) from the
! density and energy, at the start of the step or, when predicting, at the half step.
module ideal_gas_module
  use data_module
  use definitions_module
  implicit none
  private
  public :: ideal_gas, ideal_gas_kernel

contains

  subroutine ideal_gas_kernel(x_min, x_max, y_min, y_max, density, energy, &
                              pressure, soundspeed)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2), intent(in) :: density
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2), intent(in) :: energy
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2), intent(inout) :: pressure
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2), intent(inout) :: soundspeed
    integer :: j, k
    real(kind=rk) :: sound_speed_squared, v, pressurebyenergy, pressurebyvolume

!$acc kernels present(density, energy, pressure, soundspeed)
!$acc loop independent collapse(2) private(v, pressurebyenergy, pressurebyvolume, sound_speed_squared)
    do k = y_min, y_max
      do j = x_min, x_max
        v = 1.0_rk/density(j,k)
        pressure(j,k) = (1.4_rk - 1.0_rk)*density(j,k)*energy(j,k)
        pressurebyenergy = (1.4_rk - 1.0_rk)*density(j,k)
        pressurebyvolume = -density(j,k)*pressure(j,k)
        sound_speed_squared = v*v*(pressure(j,k)*pressurebyenergy - pressurebyvolume)
        soundspeed(j,k) = sqrt(sound_speed_squared)
      end do
    end do
!$acc end kernels
  end subroutine ideal_gas_kernel

  subroutine ideal_gas(tile, predict)
    integer, intent(in) :: tile
    logical, intent(in) :: predict
    if (.not. predict) then
      call ideal_gas_kernel(chunk%tiles(tile)%t_xmin, chunk%tiles(tile)%t_xmax, &
                            chunk%tiles(tile)%t_ymin, chunk%tiles(tile)%t_ymax, &
                            chunk%tiles(tile)%field%density0, &
                            chunk%tiles(tile)%field%energy0, &
                            chunk%tiles(tile)%field%pressure, &
                            chunk%tiles(tile)%field%soundspeed)
    else
      call ideal_gas_kernel(chunk%tiles(tile)%t_xmin, chunk%tiles(tile)%t_xmax, &
                            chunk%tiles(tile)%t_ymin, chunk%tiles(tile)%t_ymax, &
                            chunk%tiles(tile)%field%density1, &
                            chunk%tiles(tile)%field%energy1, &
                            chunk%tiles(tile)%field%pressure, &
                            chunk%tiles(tile)%field%soundspeed)
    end if
  end subroutine ideal_gas

end module ideal_gas_module
