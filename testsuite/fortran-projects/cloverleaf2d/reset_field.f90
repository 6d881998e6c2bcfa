! The end of the step: the advected fields become the start of the next step.
module reset_field_module
  use data_module
  use definitions_module
  implicit none
  private
  public :: reset_field

contains

  subroutine reset_field_kernel(x_min, x_max, y_min, y_max, density0, density1, &
                                energy0, energy1, xvel0, xvel1, yvel0, yvel1)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: density0, density1
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: energy0, energy1
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: xvel0, xvel1
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: yvel0, yvel1
    integer :: j, k

!$acc kernels present(density0, density1, energy0, energy1, xvel0, xvel1, yvel0, yvel1)
!$acc loop independent collapse(2)
    do k = y_min, y_max
      do j = x_min, x_max
        density0(j,k) = density1(j,k)
        energy0(j,k) = energy1(j,k)
      end do
    end do
!$acc loop independent collapse(2)
    do k = y_min, y_max+1
      do j = x_min, x_max+1
        xvel0(j,k) = xvel1(j,k)
        yvel0(j,k) = yvel1(j,k)
      end do
    end do
!$acc end kernels
  end subroutine reset_field_kernel

  subroutine reset_field()
    integer :: tile
    do tile = 1, chunk%tiles_per_chunk
      call reset_field_kernel(chunk%tiles(tile)%t_xmin, chunk%tiles(tile)%t_xmax, &
                              chunk%tiles(tile)%t_ymin, chunk%tiles(tile)%t_ymax, &
                              chunk%tiles(tile)%field%density0, &
                              chunk%tiles(tile)%field%density1, &
                              chunk%tiles(tile)%field%energy0, &
                              chunk%tiles(tile)%field%energy1, &
                              chunk%tiles(tile)%field%xvel0, chunk%tiles(tile)%field%xvel1, &
                              chunk%tiles(tile)%field%yvel0, chunk%tiles(tile)%field%yvel1)
    end do
  end subroutine reset_field

end module reset_field_module
