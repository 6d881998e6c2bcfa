! Global constants, as CloverLeaf's data.f90: parameters, a derived type and an output unit.
module data_module
  implicit none
  real(kind=8), parameter :: g_version = 1.3d0
  integer, parameter :: g_ibig = 640000
  real(kind=8), parameter :: g_small = 1.0d-16, g_big = 1.0d+21
  integer, parameter :: g_name_len_max = 255, g_xdir = 1, g_ydir = 2
  integer, parameter :: chunk_left = 1, chunk_right = 2, chunk_bottom = 3, chunk_top = 4
  integer, parameter :: external_face = -1
  integer :: g_out = 6
  type parallel_type
     logical :: parallel
     logical :: boss
     integer :: max_task
     integer :: task
     integer :: boss_task
  end type parallel_type
  type(parallel_type) :: parallel
end module data_module
