! BLOCK DATA for 593_declare_common_block_two_files.f90: the initial values of the common
! block that two other files declare for the device.
block data grid_values
  implicit none
  real(8) :: w(8)
  integer :: nw, gen
  common /grid/ w, nw, gen
  data w /2.0d0, 2.5d0, 3.0d0, 3.5d0, 4*0.0d0/
  data nw /4/, gen /1/
end block data grid_values
