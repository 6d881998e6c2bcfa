! Global constants of the hydrodynamics code: kinds, numerical limits, field and direction
! identifiers, the units of the input deck and of the output, and the run's parallel layout.
module data_module
  use iso_fortran_env, only: real64, int32, output_unit
  implicit none

  integer, parameter :: rk = real64
  integer, parameter :: ik = int32

  real(kind=rk), parameter :: g_version = 2.0_rk

  integer, parameter :: g_ibig = 640000
  real(kind=rk), parameter :: g_small = 1.0e-16_rk
  real(kind=rk), parameter :: g_big = 1.0e+21_rk

  integer, parameter :: g_name_len_max = 255
  integer, parameter :: g_xdir = 1, g_ydir = 2

  ! Faces of a chunk and what lies beyond them.
  integer, parameter :: chunk_left = 1, chunk_right = 2, chunk_bottom = 3, chunk_top = 4
  integer, parameter :: external_face = -1

  ! Kinds of cell data, used to pick the halo reflection rule.
  integer, parameter :: cell_data = 1, vertex_data = 2, x_face_data = 3, y_face_data = 4

  ! Geometries an initial state may have.
  integer, parameter :: g_rect = 1, g_circ = 2, g_point = 3

  ! Field identifiers: indices into the halo exchange's flag array.
  integer, parameter :: field_density0 = 1
  integer, parameter :: field_density1 = 2
  integer, parameter :: field_energy0 = 3
  integer, parameter :: field_energy1 = 4
  integer, parameter :: field_pressure = 5
  integer, parameter :: field_viscosity = 6
  integer, parameter :: field_soundspeed = 7
  integer, parameter :: field_xvel0 = 8
  integer, parameter :: field_xvel1 = 9
  integer, parameter :: field_yvel0 = 10
  integer, parameter :: field_yvel1 = 11
  integer, parameter :: field_vol_flux_x = 12
  integer, parameter :: field_vol_flux_y = 13
  integer, parameter :: field_mass_flux_x = 14
  integer, parameter :: field_mass_flux_y = 15
  integer, parameter :: num_fields = 15

  ! What limited the time step (calc_dt's control codes).
  integer, parameter :: ctl_sound = 1, ctl_xvel = 2, ctl_yvel = 3, ctl_div = 4

  integer :: g_in = 10
  integer :: g_out = output_unit

  type parallel_type
    logical :: parallel
    logical :: boss
    integer :: max_task
    integer :: task
    integer :: boss_task
  end type parallel_type

  type(parallel_type) :: parallel

end module data_module
