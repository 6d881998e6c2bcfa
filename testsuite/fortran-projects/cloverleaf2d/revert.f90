! Puts the start-of-step density and energy back after the predictor has used the fields of
! the half step.
module revert_module
  use data_module
  use definitions_module
  implicit none
  private
  public :: revert

contains

  subroutine revert_kernel(x_min, x_max, y_min, y_max, density0, density1, energy0, energy1)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: density0, density1
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: energy0, energy1
    integer :: j, k
!$acc kernels present(density0, density1, energy0, energy1)
!$acc loop independent collapse(2)
    do k = y_min, y_max
      do j = x_min, x_max
        density1(j,k) = density0(j,k)
        energy1(j,k) = energy0(j,k)
      end do
    end do
!$acc end kernels
  end subroutine revert_kernel

  subroutine revert()
    integer :: tile
    do tile = 1, chunk%tiles_per_chunk
      call revert_kernel(chunk%tiles(tile)%t_xmin, chunk%tiles(tile)%t_xmax, &
                         chunk%tiles(tile)%t_ymin, chunk%tiles(tile)%t_ymax, &
                         chunk%tiles(tile)%field%density0, chunk%tiles(tile)%field%density1, &
                         chunk%tiles(tile)%field%energy0, chunk%tiles(tile)%field%energy1)
    end do
  end subroutine revert

end module revert_module
