! CloverLeaf-style data definitions: derived types holding allocatable arrays.
module clover_definitions_mod
  implicit none
  private
  public :: field_type, chunk_type, state_type, grid_type, chunk, states, grid
  public :: g_small, g_big, g_version, allocate_field

  integer, parameter :: dp = selected_real_kind(15, 307)
  real(kind=8), parameter :: g_version = 1.3_8
  real(dp), parameter :: g_small = 1.0e-16_dp, g_big = 1.0e+21_dp

  type state_type
    logical :: defined
    real(kind=8) :: density, energy, xvel, yvel
    integer :: geometry
    real(kind=8) :: xmin, ymin, xmax, ymax, radius
  end type state_type

  type grid_type
    real(kind=8) :: xmin, ymin, xmax, ymax
    integer :: x_cells, y_cells
  end type grid_type

  type field_type
    real(kind=8), dimension(:,:), allocatable :: density0, density1
    real(kind=8), dimension(:,:), allocatable :: energy0, energy1
    real(kind=8), dimension(:,:), allocatable :: pressure, viscosity, soundspeed
    real(kind=8), dimension(:,:), allocatable :: xvel0, xvel1, yvel0, yvel1
    real(kind=8), dimension(:,:), allocatable :: vol_flux_x, mass_flux_x
    real(kind=8), dimension(:), allocatable :: cellx, celly, vertexx, vertexy
    integer :: left, right, bottom, top
    integer :: x_min, y_min, x_max, y_max
  end type field_type

  type tile_type
    type(field_type) :: field
    integer :: tile_neighbours(4)
    integer :: t_xmin, t_xmax, t_ymin, t_ymax
  end type tile_type

  type chunk_type
    integer :: task
    integer :: chunk_neighbours(4)
    real(kind=8), allocatable :: left_rcv_buffer(:), right_rcv_buffer(:)
    type(tile_type), dimension(:), allocatable :: tiles
    integer :: x_min, y_min, x_max, y_max
  end type chunk_type

  type(chunk_type) :: chunk
  type(state_type), allocatable :: states(:)
  type(grid_type) :: grid

contains

  subroutine allocate_field(field, x_min, x_max, y_min, y_max)
    type(field_type), intent(inout) :: field
    integer, intent(in) :: x_min, x_max, y_min, y_max

    allocate(field%density0(x_min-2:x_max+2, y_min-2:y_max+2))
    allocate(field%density1(x_min-2:x_max+2, y_min-2:y_max+2))
    allocate(field%energy0 (x_min-2:x_max+2, y_min-2:y_max+2))
    allocate(field%energy1 (x_min-2:x_max+2, y_min-2:y_max+2))
    allocate(field%pressure(x_min-2:x_max+2, y_min-2:y_max+2))
    allocate(field%xvel0(x_min-2:x_max+3, y_min-2:y_max+3), &
             field%xvel1(x_min-2:x_max+3, y_min-2:y_max+3))
    allocate(field%cellx(x_min-2:x_max+2), field%vertexx(x_min-2:x_max+3))
    field%density0 = 0.0_8
    field%xvel0(:, y_min-2) = 0.0
    field%cellx(x_min:x_max:2) = 1.0d0
  end subroutine allocate_field

end module clover_definitions_mod
