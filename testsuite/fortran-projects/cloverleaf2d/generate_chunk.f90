! Fills the fields of a tile from the initial states: the first state everywhere, then each
! later state over its geometry, in order, so that later states overwrite earlier ones.
module generate_chunk_module
  use data_module
  use definitions_module
  implicit none
  private
  public :: generate_chunk

contains

  subroutine generate_chunk_kernel(x_min, x_max, y_min, y_max, vertexx, vertexy, &
                                   cellx, celly, density0, energy0, xvel0, yvel0, &
                                   nstates, state_density, state_energy, state_xvel, &
                                   state_yvel, state_xmin, state_xmax, state_ymin, &
                                   state_ymax, state_radius, state_geometry)
    integer, intent(in) :: x_min, x_max, y_min, y_max, nstates
    real(kind=rk), dimension(x_min-2:x_max+3) :: vertexx
    real(kind=rk), dimension(y_min-2:y_max+3) :: vertexy
    real(kind=rk), dimension(x_min-2:x_max+2) :: cellx
    real(kind=rk), dimension(y_min-2:y_max+2) :: celly
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: density0, energy0
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: xvel0, yvel0
    real(kind=rk), dimension(nstates), intent(in) :: state_density, state_energy
    real(kind=rk), dimension(nstates), intent(in) :: state_xvel, state_yvel
    real(kind=rk), dimension(nstates), intent(in) :: state_xmin, state_xmax
    real(kind=rk), dimension(nstates), intent(in) :: state_ymin, state_ymax, state_radius
    integer, dimension(nstates), intent(in) :: state_geometry
    integer :: j, k, jt, kt, s
    real(kind=rk) :: radius, x_cent, y_cent
    logical :: inside

    do k = y_min-2, y_max+2
      do j = x_min-2, x_max+2
        energy0(j,k) = state_energy(1)
        density0(j,k) = state_density(1)
      end do
    end do
    do k = y_min-2, y_max+3
      do j = x_min-2, x_max+3
        xvel0(j,k) = state_xvel(1)
        yvel0(j,k) = state_yvel(1)
      end do
    end do

    do s = 2, nstates
      x_cent = state_xmin(s)
      y_cent = state_ymin(s)
      do k = y_min-2, y_max+2
        do j = x_min-2, x_max+2
          select case (state_geometry(s))
          case (g_rect)
            inside = vertexx(j+1) >= state_xmin(s) .and. vertexx(j) < state_xmax(s) .and. &
                     vertexy(k+1) >= state_ymin(s) .and. vertexy(k) < state_ymax(s)
          case (g_circ)
            radius = sqrt((cellx(j) - x_cent)*(cellx(j) - x_cent) + &
                          (celly(k) - y_cent)*(celly(k) - y_cent))
            inside = radius <= state_radius(s)
          case (g_point)
            inside = vertexx(j) == x_cent .and. vertexy(k) == y_cent
          case default
            inside = .false.
          end select
          if (inside) then
            energy0(j,k) = state_energy(s)
            density0(j,k) = state_density(s)
            do kt = k, k+1
              do jt = j, j+1
                xvel0(jt,kt) = state_xvel(s)
                yvel0(jt,kt) = state_yvel(s)
              end do
            end do
          end if
        end do
      end do
    end do
  end subroutine generate_chunk_kernel

  subroutine generate_chunk(tile)
    integer, intent(in) :: tile
    call generate_chunk_kernel(chunk%tiles(tile)%t_xmin, chunk%tiles(tile)%t_xmax, &
                               chunk%tiles(tile)%t_ymin, chunk%tiles(tile)%t_ymax, &
                               chunk%tiles(tile)%field%vertexx, &
                               chunk%tiles(tile)%field%vertexy, &
                               chunk%tiles(tile)%field%cellx, &
                               chunk%tiles(tile)%field%celly, &
                               chunk%tiles(tile)%field%density0, &
                               chunk%tiles(tile)%field%energy0, &
                               chunk%tiles(tile)%field%xvel0, &
                               chunk%tiles(tile)%field%yvel0, &
                               number_of_states, states(:)%density, states(:)%energy, &
                               states(:)%xvel, states(:)%yvel, &
                               states(:)%xmin, states(:)%xmax, &
                               states(:)%ymin, states(:)%ymax, &
                               states(:)%radius, states(:)%geometry)
  end subroutine generate_chunk

end module generate_chunk_module
