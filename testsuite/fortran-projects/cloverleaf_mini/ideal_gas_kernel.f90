! The equation of state kernel: explicit-shape dummies with expression bounds.
module ideal_gas_kernel_module
contains
  subroutine ideal_gas_kernel(x_min, x_max, y_min, y_max, density, energy, &
                              pressure, soundspeed)
    implicit none
    integer :: x_min, x_max, y_min, y_max
    real(kind=8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: density
    real(kind=8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: energy
    real(kind=8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: pressure
    real(kind=8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: soundspeed
    integer :: j, k
    real(kind=8) :: sound_speed_squared, v, pressurebyenergy, pressurebyvolume
    do k = y_min, y_max
      do j = x_min, x_max
        v = 1.0_8/density(j,k)
        pressure(j,k) = (1.4_8-1.0_8)*density(j,k)*energy(j,k)
        pressurebyenergy = (1.4_8-1.0_8)*density(j,k)
        pressurebyvolume = -density(j,k)*pressure(j,k)
        sound_speed_squared = v*v*(pressure(j,k)*pressurebyenergy-pressurebyvolume)
        soundspeed(j,k) = sqrt(sound_speed_squared)
      end do
    end do
  end subroutine ideal_gas_kernel
end module ideal_gas_kernel_module
