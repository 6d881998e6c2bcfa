! Derived types: a state type passed through a chain of module procedures (an input deck
! struct with parameters, a time loop updating it), functions returning a derived type, and
! an array component indexed through the type.
! expect-exit: 0
! expect-stdout:
! |  0.10  0.95000000  1.90000000  3.80000000
! |  0.20  0.90250000  1.80500000  3.61000000
! |  0.30  0.85737500  1.71475000  3.42950000
! |  0.40  0.81450625  1.62901250  3.25802500
! |  0.50  0.65160500  1.30321000  2.60642000
! |  0.60  0.52128400  1.04256800  2.08513600
module sim
  implicit none
  type :: config
    integer :: nsteps = 4
    real(8) :: dt = 0.1d0, decay = 0.5d0
  end type config
  type :: state
    real(8) :: t = 0.0d0
    real(8) :: u(3) = [1.0d0, 2.0d0, 4.0d0]
  end type state
contains
  type(state) function advance(s, c) result(n)
    type(state), intent(in) :: s
    type(config), intent(in) :: c
    n%t = s%t + c%dt
    n%u = s%u * (1.0d0 - c%decay * c%dt)
  end function advance
  subroutine run(c, s)
    type(config), intent(in) :: c
    type(state), intent(inout) :: s
    integer :: k
    do k = 1, c%nsteps
      s = advance(s, c)
      write(*, '(f5.2,3f12.8)') s%t, s%u
    end do
  end subroutine run
end module sim

program drive
  use sim
  implicit none
  type(config) :: c
  type(state) :: s
  call run(c, s)
  c = config(nsteps=2, decay=2.0d0)
  call run(c, s)
end program drive
