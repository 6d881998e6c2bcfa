! Module access control: private/public lists, protected, use with renames and only.
module config
  implicit none
  private
  integer, public, protected :: nsteps = 100
  real, public :: dt = 0.01
  real, save :: hidden_scale = 2.0
  public :: set_steps, scaled
  integer, parameter, public :: max_levels = 8
contains
  subroutine set_steps(n)
    integer, intent(in) :: n
    nsteps = n
  end subroutine set_steps
  real function scaled(x)
    real, intent(in) :: x
    scaled = x * hidden_scale
  end function scaled
end module config

module solver
  use config, only: steps => nsteps, set_steps, timestep => dt
  use config, only: scaled
  implicit none
  public
  private :: helper
contains
  subroutine run()
    integer :: i
    real :: t
    t = 0.0
    call set_steps(10)
    do i = 1, steps
      t = t + helper(timestep)
    end do
    print *, t, scaled(t)
  end subroutine run
  real function helper(x)
    real, intent(in) :: x
    helper = x
  end function helper
end module solver

program main
  use solver
  use config, max_l => max_levels
  implicit none
  call run()
  print *, max_l
end program main
