! The volume swept through each face during the step, from the average of the old and new
! velocities at the face's two vertices.
module flux_calc_module
  use data_module
  use definitions_module
  implicit none
  private
  public :: flux_calc

contains

  subroutine flux_calc_kernel(x_min, x_max, y_min, y_max, dt, xarea, yarea, &
                              xvel0, yvel0, xvel1, yvel1, vol_flux_x, vol_flux_y)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(kind=rk), intent(in) :: dt
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+2) :: xarea
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+3) :: yarea
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: xvel0, yvel0
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: xvel1, yvel1
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+2) :: vol_flux_x
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+3) :: vol_flux_y
    integer :: j, k

!$acc kernels present(xarea, yarea, xvel0, yvel0, xvel1, yvel1, vol_flux_x, vol_flux_y)
!$acc loop independent collapse(2)
    do k = y_min, y_max
      do j = x_min, x_max+1
        vol_flux_x(j,k) = 0.25_rk*dt*xarea(j,k) &
                        *(xvel0(j,k) + xvel0(j,k+1) + xvel1(j,k) + xvel1(j,k+1))
      end do
    end do
!$acc loop independent collapse(2)
    do k = y_min, y_max+1
      do j = x_min, x_max
        vol_flux_y(j,k) = 0.25_rk*dt*yarea(j,k) &
                        *(yvel0(j,k) + yvel0(j+1,k) + yvel1(j,k) + yvel1(j+1,k))
      end do
    end do
!$acc end kernels
  end subroutine flux_calc_kernel

  subroutine flux_calc()
    integer :: tile
    do tile = 1, chunk%tiles_per_chunk
      call flux_calc_kernel(chunk%tiles(tile)%t_xmin, chunk%tiles(tile)%t_xmax, &
                            chunk%tiles(tile)%t_ymin, chunk%tiles(tile)%t_ymax, dt, &
                            chunk%tiles(tile)%field%xarea, chunk%tiles(tile)%field%yarea, &
                            chunk%tiles(tile)%field%xvel0, chunk%tiles(tile)%field%yvel0, &
                            chunk%tiles(tile)%field%xvel1, chunk%tiles(tile)%field%yvel1, &
                            chunk%tiles(tile)%field%vol_flux_x, &
                            chunk%tiles(tile)%field%vol_flux_y)
    end do
  end subroutine flux_calc

end module flux_calc_module
