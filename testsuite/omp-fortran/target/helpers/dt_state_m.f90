! The module of target/021_declare_target_module_file.f90, in a file of its own (compiled
! first; the program reads its module file): module variables in `declare target to(list)` and
! a module function with `!$omp declare target` as the first line of its specification part.
module dt_state_m
  implicit none
  integer, parameter :: n = 64
  real(8) :: scale = 2d0
  integer :: offset = 100
  real(8) :: field(n)
  integer :: calls
  !$omp declare target to(scale, offset, field, calls)
contains
  real(8) function scaled(x)
    !$omp declare target
    real(8), intent(in) :: x
    scaled = scale * x + offset
  end function
end module dt_state_m
