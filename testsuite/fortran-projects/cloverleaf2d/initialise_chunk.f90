! The mesh of a tile: vertex and cell positions, their spacings, cell volumes and face areas.
module initialise_chunk_module
  use data_module
  use definitions_module
  implicit none
  private
  public :: initialise_chunk

contains

  subroutine initialise_chunk_kernel(x_min, x_max, y_min, y_max, xmin, ymin, dx, dy, &
                                     vertexx, vertexdx, vertexy, vertexdy, &
                                     cellx, celldx, celly, celldy, volume, xarea, yarea)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(kind=rk), intent(in) :: xmin, ymin, dx, dy
    real(kind=rk), dimension(x_min-2:x_max+3) :: vertexx, vertexdx
    real(kind=rk), dimension(y_min-2:y_max+3) :: vertexy, vertexdy
    real(kind=rk), dimension(x_min-2:x_max+2) :: cellx, celldx
    real(kind=rk), dimension(y_min-2:y_max+2) :: celly, celldy
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: volume
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+2) :: xarea
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+3) :: yarea
    integer :: j, k

    do j = x_min-2, x_max+3
      vertexx(j) = xmin + dx*real(j - x_min, rk)
      vertexdx(j) = dx
    end do
    do k = y_min-2, y_max+3
      vertexy(k) = ymin + dy*real(k - y_min, rk)
      vertexdy(k) = dy
    end do
    do j = x_min-2, x_max+2
      cellx(j) = 0.5_rk*(vertexx(j) + vertexx(j+1))
      celldx(j) = dx
    end do
    do k = y_min-2, y_max+2
      celly(k) = 0.5_rk*(vertexy(k) + vertexy(k+1))
      celldy(k) = dy
    end do
    do k = y_min-2, y_max+2
      do j = x_min-2, x_max+2
        volume(j,k) = dx*dy
      end do
    end do
    do k = y_min-2, y_max+2
      do j = x_min-2, x_max+3
        xarea(j,k) = celldy(k)
      end do
    end do
    do k = y_min-2, y_max+3
      do j = x_min-2, x_max+2
        yarea(j,k) = celldx(j)
      end do
    end do
  end subroutine initialise_chunk_kernel

  subroutine initialise_chunk(tile)
    integer, intent(in) :: tile
    real(kind=rk) :: xmin, ymin, dx, dy
    dx = (grid_xmax - grid_xmin)/real(grid_x_cells, rk)
    dy = (grid_ymax - grid_ymin)/real(grid_y_cells, rk)
    xmin = grid_xmin + dx*real(chunk%tiles(tile)%t_left - 1, rk)
    ymin = grid_ymin + dy*real(chunk%tiles(tile)%t_bottom - 1, rk)
    call initialise_chunk_kernel(chunk%tiles(tile)%t_xmin, chunk%tiles(tile)%t_xmax, &
                                 chunk%tiles(tile)%t_ymin, chunk%tiles(tile)%t_ymax, &
                                 xmin, ymin, dx, dy, &
                                 chunk%tiles(tile)%field%vertexx, &
                                 chunk%tiles(tile)%field%vertexdx, &
                                 chunk%tiles(tile)%field%vertexy, &
                                 chunk%tiles(tile)%field%vertexdy, &
                                 chunk%tiles(tile)%field%cellx, &
                                 chunk%tiles(tile)%field%celldx, &
                                 chunk%tiles(tile)%field%celly, &
                                 chunk%tiles(tile)%field%celldy, &
                                 chunk%tiles(tile)%field%volume, &
                                 chunk%tiles(tile)%field%xarea, &
                                 chunk%tiles(tile)%field%yarea)
  end subroutine initialise_chunk

end module initialise_chunk_module
