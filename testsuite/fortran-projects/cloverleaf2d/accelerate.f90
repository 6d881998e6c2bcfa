! The velocity update of the Lagrangian step: each vertex is pushed by the pressure and
! viscosity differences across the four cells around it, divided by their mean mass.
module accelerate_module
  use data_module
  use definitions_module
  implicit none
  private
  public :: accelerate

contains

  subroutine accelerate_kernel(x_min, x_max, y_min, y_max, dt, xarea, yarea, volume, &
                               density0, pressure, viscosity, xvel0, yvel0, xvel1, yvel1)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(kind=rk), intent(in) :: dt
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+2) :: xarea
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+3) :: yarea
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: volume
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: density0
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: pressure, viscosity
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: xvel0, yvel0
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: xvel1, yvel1
    integer :: j, k
    real(kind=rk) :: nodal_mass, stepbymass, halfdt

    halfdt = 0.5_rk*dt

!$acc kernels present(xarea, yarea, volume, density0, pressure, viscosity) &
!$acc present(xvel0, yvel0, xvel1, yvel1)
!$acc loop independent collapse(2) private(nodal_mass, stepbymass)
    do k = y_min, y_max+1
      do j = x_min, x_max+1
        nodal_mass = (density0(j-1,k-1)*volume(j-1,k-1) + density0(j,k-1)*volume(j,k-1) &
                    + density0(j,k)*volume(j,k) + density0(j-1,k)*volume(j-1,k))*0.25_rk
        stepbymass = halfdt/nodal_mass

        xvel1(j,k) = xvel0(j,k) - stepbymass*(xarea(j,k)*(pressure(j,k) - pressure(j-1,k)) &
                   + xarea(j,k-1)*(pressure(j,k-1) - pressure(j-1,k-1)))
        yvel1(j,k) = yvel0(j,k) - stepbymass*(yarea(j,k)*(pressure(j,k) - pressure(j,k-1)) &
                   + yarea(j-1,k)*(pressure(j-1,k) - pressure(j-1,k-1)))

        xvel1(j,k) = xvel1(j,k) - stepbymass*(xarea(j,k)*(viscosity(j,k) - viscosity(j-1,k)) &
                   + xarea(j,k-1)*(viscosity(j,k-1) - viscosity(j-1,k-1)))
        yvel1(j,k) = yvel1(j,k) - stepbymass*(yarea(j,k)*(viscosity(j,k) - viscosity(j,k-1)) &
                   + yarea(j-1,k)*(viscosity(j-1,k) - viscosity(j-1,k-1)))
      end do
    end do
!$acc end kernels
  end subroutine accelerate_kernel

  subroutine accelerate()
    integer :: tile
    do tile = 1, chunk%tiles_per_chunk
      call accelerate_kernel(chunk%tiles(tile)%t_xmin, chunk%tiles(tile)%t_xmax, &
                             chunk%tiles(tile)%t_ymin, chunk%tiles(tile)%t_ymax, dt, &
                             chunk%tiles(tile)%field%xarea, chunk%tiles(tile)%field%yarea, &
                             chunk%tiles(tile)%field%volume, &
                             chunk%tiles(tile)%field%density0, &
                             chunk%tiles(tile)%field%pressure, &
                             chunk%tiles(tile)%field%viscosity, &
                             chunk%tiles(tile)%field%xvel0, chunk%tiles(tile)%field%yvel0, &
                             chunk%tiles(tile)%field%xvel1, chunk%tiles(tile)%field%yvel1)
    end do
  end subroutine accelerate

end module accelerate_module
