! Fills the halo cells of the fields flagged in `fields` to `depth` cells, reflecting the
! interior across every face of the chunk that is an external boundary. A field is centred
! on cells or on faces/vertices in each direction (xinc/yinc = 0 or 1); the component normal
! to a face changes sign in the reflection.
module update_halo_module
  use data_module
  use definitions_module
  use report_module
  implicit none
  private
  public :: update_halo

contains

  subroutine reflect_kernel(x_min, x_max, y_min, y_max, xinc, yinc, xsign, ysign, &
                            neighbours, depth, fld)
    integer, intent(in) :: x_min, x_max, y_min, y_max, xinc, yinc
    real(kind=rk), intent(in) :: xsign, ysign
    integer, intent(in) :: neighbours(4)
    integer, intent(in) :: depth
    real(kind=rk), dimension(x_min-2:x_max+2+xinc, y_min-2:y_max+2+yinc) :: fld
    integer :: j, k

    if (neighbours(chunk_bottom) == external_face) then
!$acc kernels present(fld)
!$acc loop independent collapse(2)
      do k = 1, depth
        do j = x_min-depth, x_max+xinc+depth
          fld(j,y_min-k) = ysign*fld(j,y_min-1+k+yinc)
        end do
      end do
!$acc end kernels
    end if
    if (neighbours(chunk_top) == external_face) then
!$acc kernels present(fld)
!$acc loop independent collapse(2)
      do k = 1, depth
        do j = x_min-depth, x_max+xinc+depth
          fld(j,y_max+yinc+k) = ysign*fld(j,y_max+1-k)
        end do
      end do
!$acc end kernels
    end if
    if (neighbours(chunk_left) == external_face) then
!$acc kernels present(fld)
!$acc loop independent collapse(2)
      do k = y_min-depth, y_max+yinc+depth
        do j = 1, depth
          fld(x_min-j,k) = xsign*fld(x_min-1+j+xinc,k)
        end do
      end do
!$acc end kernels
    end if
    if (neighbours(chunk_right) == external_face) then
!$acc kernels present(fld)
!$acc loop independent collapse(2)
      do k = y_min-depth, y_max+yinc+depth
        do j = 1, depth
          fld(x_max+xinc+j,k) = xsign*fld(x_max+1-j,k)
        end do
      end do
!$acc end kernels
    end if
  end subroutine reflect_kernel

  ! One field of one tile: its centring and which components flip.
  subroutine reflect(tile, which, depth)
    integer, intent(in) :: tile, which, depth
    integer :: xl, xh, yl, yh
    xl = chunk%tiles(tile)%t_xmin
    xh = chunk%tiles(tile)%t_xmax
    yl = chunk%tiles(tile)%t_ymin
    yh = chunk%tiles(tile)%t_ymax
    select case (which)
    case (field_density0)
      call reflect_kernel(xl, xh, yl, yh, 0, 0, 1.0_rk, 1.0_rk, chunk%chunk_neighbours, &
                          depth, chunk%tiles(tile)%field%density0)
    case (field_density1)
      call reflect_kernel(xl, xh, yl, yh, 0, 0, 1.0_rk, 1.0_rk, chunk%chunk_neighbours, &
                          depth, chunk%tiles(tile)%field%density1)
    case (field_energy0)
      call reflect_kernel(xl, xh, yl, yh, 0, 0, 1.0_rk, 1.0_rk, chunk%chunk_neighbours, &
                          depth, chunk%tiles(tile)%field%energy0)
    case (field_energy1)
      call reflect_kernel(xl, xh, yl, yh, 0, 0, 1.0_rk, 1.0_rk, chunk%chunk_neighbours, &
                          depth, chunk%tiles(tile)%field%energy1)
    case (field_pressure)
      call reflect_kernel(xl, xh, yl, yh, 0, 0, 1.0_rk, 1.0_rk, chunk%chunk_neighbours, &
                          depth, chunk%tiles(tile)%field%pressure)
    case (field_viscosity)
      call reflect_kernel(xl, xh, yl, yh, 0, 0, 1.0_rk, 1.0_rk, chunk%chunk_neighbours, &
                          depth, chunk%tiles(tile)%field%viscosity)
    case (field_soundspeed)
      call reflect_kernel(xl, xh, yl, yh, 0, 0, 1.0_rk, 1.0_rk, chunk%chunk_neighbours, &
                          depth, chunk%tiles(tile)%field%soundspeed)
    case (field_xvel0)
      call reflect_kernel(xl, xh, yl, yh, 1, 1, -1.0_rk, 1.0_rk, chunk%chunk_neighbours, &
                          depth, chunk%tiles(tile)%field%xvel0)
    case (field_xvel1)
      call reflect_kernel(xl, xh, yl, yh, 1, 1, -1.0_rk, 1.0_rk, chunk%chunk_neighbours, &
                          depth, chunk%tiles(tile)%field%xvel1)
    case (field_yvel0)
      call reflect_kernel(xl, xh, yl, yh, 1, 1, 1.0_rk, -1.0_rk, chunk%chunk_neighbours, &
                          depth, chunk%tiles(tile)%field%yvel0)
    case (field_yvel1)
      call reflect_kernel(xl, xh, yl, yh, 1, 1, 1.0_rk, -1.0_rk, chunk%chunk_neighbours, &
                          depth, chunk%tiles(tile)%field%yvel1)
    case (field_vol_flux_x)
      call reflect_kernel(xl, xh, yl, yh, 1, 0, -1.0_rk, 1.0_rk, chunk%chunk_neighbours, &
                          depth, chunk%tiles(tile)%field%vol_flux_x)
    case (field_mass_flux_x)
      call reflect_kernel(xl, xh, yl, yh, 1, 0, -1.0_rk, 1.0_rk, chunk%chunk_neighbours, &
                          depth, chunk%tiles(tile)%field%mass_flux_x)
    case (field_vol_flux_y)
      call reflect_kernel(xl, xh, yl, yh, 0, 1, 1.0_rk, -1.0_rk, chunk%chunk_neighbours, &
                          depth, chunk%tiles(tile)%field%vol_flux_y)
    case (field_mass_flux_y)
      call reflect_kernel(xl, xh, yl, yh, 0, 1, 1.0_rk, -1.0_rk, chunk%chunk_neighbours, &
                          depth, chunk%tiles(tile)%field%mass_flux_y)
    case default
      call report_error('update_halo', 'unknown field')
    end select
  end subroutine reflect

  subroutine update_halo(fields, depth)
    integer, intent(in) :: fields(:)
    integer, intent(in) :: depth
    integer :: tile, f
    if (depth < 1 .or. depth > 2) call report_error('update_halo', 'bad halo depth')
    do tile = 1, chunk%tiles_per_chunk
      do f = 1, size(fields)
        if (fields(f) == 1) call reflect(tile, f, depth)
      end do
    end do
  end subroutine update_halo

end module update_halo_module
