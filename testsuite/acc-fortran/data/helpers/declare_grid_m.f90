! The module of data/035_declare_module_allocatables.f90, in a file of its own: module
! variables in `declare create` (allocatables and a scalar), `copyin`, `device_resident`
! and `link` (OpenACC 3.3 §2.13).
module declare_grid_m
  implicit none
  integer, parameter :: n = 1000
  real(8), allocatable :: u(:), v(:, :)
  !$acc declare create(u, v)
  real(8) :: coef(4) = (/ 1.0d0, 2.0d0, 3.0d0, 4.0d0 /)
  !$acc declare copyin(coef)
  real(8) :: work(n)
  !$acc declare device_resident(work)
  real(8) :: big(n)
  !$acc declare link(big)
  integer :: scale_factor = 1
  !$acc declare create(scale_factor)
end module declare_grid_m
