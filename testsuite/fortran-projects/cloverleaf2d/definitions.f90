! The state of the simulation: the initial states read from the deck, the field arrays of a
! tile (allocatable, with two halo cells on each side), the chunk holding the tiles, and the
! control variables of the run.
module definitions_module
  use data_module
  implicit none

  type state_type
    logical :: defined
    real(kind=rk) :: density
    real(kind=rk) :: energy
    real(kind=rk) :: xvel
    real(kind=rk) :: yvel
    integer :: geometry
    real(kind=rk) :: xmin, xmax, ymin, ymax
    real(kind=rk) :: radius
  end type state_type

  type(state_type), allocatable :: states(:)
  integer :: number_of_states

  type field_type
    real(kind=rk), allocatable :: density0(:,:), density1(:,:)
    real(kind=rk), allocatable :: energy0(:,:), energy1(:,:)
    real(kind=rk), allocatable :: pressure(:,:)
    real(kind=rk), allocatable :: viscosity(:,:)
    real(kind=rk), allocatable :: soundspeed(:,:)
    real(kind=rk), allocatable :: xvel0(:,:), xvel1(:,:)
    real(kind=rk), allocatable :: yvel0(:,:), yvel1(:,:)
    real(kind=rk), allocatable :: vol_flux_x(:,:), mass_flux_x(:,:)
    real(kind=rk), allocatable :: vol_flux_y(:,:), mass_flux_y(:,:)
    ! Scratch space of the kernels (advection, PdV, time step control).
    real(kind=rk), allocatable :: work_array1(:,:)
    real(kind=rk), allocatable :: work_array2(:,:)
    real(kind=rk), allocatable :: work_array3(:,:)
    real(kind=rk), allocatable :: work_array4(:,:)
    real(kind=rk), allocatable :: work_array5(:,:)
    real(kind=rk), allocatable :: work_array6(:,:)
    real(kind=rk), allocatable :: work_array7(:,:)
    ! Geometry of the mesh.
    real(kind=rk), allocatable :: cellx(:), celly(:)
    real(kind=rk), allocatable :: vertexx(:), vertexy(:)
    real(kind=rk), allocatable :: celldx(:), celldy(:)
    real(kind=rk), allocatable :: vertexdx(:), vertexdy(:)
    real(kind=rk), allocatable :: volume(:,:)
    real(kind=rk), allocatable :: xarea(:,:), yarea(:,:)
  end type field_type

  type tile_type
    type(field_type) :: field
    integer :: t_xmin, t_xmax, t_ymin, t_ymax
    integer :: t_left, t_right, t_bottom, t_top
    integer :: tile_neighbours(4)
  end type tile_type

  type chunk_type
    integer :: task
    integer :: chunk_neighbours(4)
    integer :: x_min, y_min, x_max, y_max
    integer :: left, right, bottom, top
    integer :: tiles_per_chunk
    type(tile_type), allocatable :: tiles(:)
  end type chunk_type

  type(chunk_type) :: chunk

  ! Control of the run, set from the input deck.
  real(kind=rk) :: time = 0.0_rk
  real(kind=rk) :: end_time
  real(kind=rk) :: dt, dtold, dtinit, dtmin, dtmax, dtrise
  real(kind=rk) :: dtu_safe, dtv_safe, dtc_safe, dtdiv_safe
  integer :: step = 0
  integer :: end_step
  integer :: summary_frequency
  integer :: visit_frequency
  logical :: advect_x
  logical :: use_vanleer
  logical :: profiler_on
  logical :: complete

  real(kind=rk) :: grid_xmin, grid_xmax, grid_ymin, grid_ymax
  integer :: grid_x_cells, grid_y_cells

  ! Where the time step was limited, and by what.
  integer :: jdt, kdt
  real(kind=rk) :: x_pos, y_pos
  integer :: dt_control

end module definitions_module
