! For 593_declare_common_block_two_files.f90: a module holding a common block in `declare
! create` (OpenACC 3.3 §2.13: a device copy for the whole program), used by the device code of
! two files.
module grid_common_acc_m
  implicit none
  real(8) :: w(8)
  integer :: nw, gen
  common /grid/ w, nw, gen
  !$acc declare create(/grid/)
end module grid_common_acc_m
