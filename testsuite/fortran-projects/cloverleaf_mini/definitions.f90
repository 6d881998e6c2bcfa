! The simulation state, as CloverLeaf's definitions.f90: derived types for the initial states,
! a field type holding the allocatable field arrays inside the chunk, private helpers.
module definitions_module
  use data_module
  implicit none
  private :: hidden_counter
  type state_type
     logical :: defined
     real(kind=8) :: density
     real(kind=8) :: energy
     real(kind=8) :: xmin, xmax, ymin, ymax
  end type state_type
  type field_type
     real(kind=8), allocatable :: density0(:,:), energy0(:,:), pressure(:,:)
     real(kind=8), allocatable :: soundspeed(:,:), volume(:,:)
     real(kind=8), allocatable :: cellx(:), celly(:)
  end type field_type
  type chunk_type
     integer :: task
     integer :: chunk_neighbours(4)
     integer :: x_min, y_min, x_max, y_max
     integer :: left, right, bottom, top
     type(field_type) :: field
  end type chunk_type
  type(state_type) :: states(2)
  integer :: number_of_states
  type(chunk_type) :: chunk
  real(kind=8) :: time = 0.0d0, dt = 0.04d0, end_time
  integer :: step = 0, end_step
  integer :: grid_xmin, grid_xmax, grid_ymin, grid_ymax
  integer :: x_cells, y_cells
  real(kind=8), allocatable :: work(:)
  integer :: hidden_counter = 0
contains
  subroutine count_call()
    hidden_counter = hidden_counter + 1
  end subroutine count_call
  integer function calls()
    calls = hidden_counter
  end function calls
end module definitions_module
