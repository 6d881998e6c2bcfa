! BLOCK DATA for 453_declare_target_common_block_data_other_file.f90: the initial values of
! common blocks that the other file declares for the device.
block data series_constants
  implicit none
  real(8) :: coef(6)
  integer :: nterms
  common /series/ coef, nterms
  integer :: offsets(4)
  common /shifts/ offsets
  data coef /1.0d0, 0.5d0, 0.25d0, 0.125d0, 0.0625d0, 0.03125d0/
  data nterms /5/
  data offsets /3, 1, 4, 1/
end block data series_constants
