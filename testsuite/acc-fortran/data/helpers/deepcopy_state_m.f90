! The type of data/591_data_deep_copy_other_file_callees.f90, in a module of its own file:
! allocatable components of rank 1 and 2, one in a nested structure, one never allocated,
! and a pointer component (not deep-copied).
module deepcopy_state_m
  implicit none
  type grid_t
    real(8), allocatable :: x(:)
  end type
  type state_t
    integer :: n = 0
    real(8), allocatable :: u(:)
    real(8), allocatable :: v(:,:)
    type(grid_t) :: g
    real(8), allocatable :: unused(:)
    real(8), pointer :: p(:) => null()
  end type
end module
