! I/O: NAMELIST input of derived-type objects (§12.6.4.6, §13.11.3): a simulation's input
! deck sets components by name (`grid%nx = 64`, an element of an array component, character
! and logical components), components not named keep their default initialization, and a
! second group reads a whole structure from a list of values. The deck is written to a
! scratch file and read back by a module procedure.
! expect-exit: 0
! expect-stdout:
! | grid:    64   16   0.250   0.000  -1.500
! | run:  shock tube   T   100  0.90
! | probe:    3    4   0.500   1.000   2.000
module config
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type :: grid_t
    integer :: nx = 16, ny = 16
    real(dp) :: dx = 1.0_dp
    real(dp) :: origin(2) = [0.0_dp, 0.0_dp]
  end type grid_t
  type :: run_t
    character(len=12) :: name = 'default'
    logical :: restart = .false.
    integer :: steps = 100
    real(dp) :: cfl = 0.5_dp
  end type run_t
contains
  subroutine read_deck(u, grid, run, probe)
    integer, intent(in) :: u
    type(grid_t), intent(inout) :: grid
    type(run_t), intent(inout) :: run
    type(grid_t), intent(inout) :: probe
    namelist /domain/ grid, run
    namelist /probes/ probe
    read(u, nml=domain)
    read(u, nml=probes)
  end subroutine read_deck
end module config

program namelist_derived
  use config
  implicit none
  type(grid_t) :: grid, probe
  type(run_t) :: run
  integer :: u

  open(newunit=u, status='scratch', action='readwrite')
  write(u, '(a)') '&domain'
  write(u, '(a)') '  grid%nx = 64, grid%dx = 0.25,'
  write(u, '(a)') '  grid%origin(2) = -1.5,'
  write(u, '(a)') "  run%name = 'shock tube', run%restart = .true.,"
  write(u, '(a)') '  run%cfl = 0.9'
  write(u, '(a)') '/'
  write(u, '(a)') '&probes probe = 3, 4, 0.5, 1.0, 2.0 /'
  rewind(u)
  call read_deck(u, grid, run, probe)
  close(u)
  write(*, '(a,2i5,f8.3,2f8.3)') 'grid: ', grid%nx, grid%ny, grid%dx, grid%origin
  write(*, '(a,a,l2,i6,f6.2)') 'run:  ', run%name, run%restart, run%steps, run%cfl
  write(*, '(a,2i5,f8.3,2f8.3)') 'probe:', probe%nx, probe%ny, probe%dx, probe%origin
end program namelist_derived
