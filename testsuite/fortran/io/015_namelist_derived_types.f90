! I/O: NAMELIST input of derived-type objects (§12.6.4.6, §13.11.3): a simulation's input
! deck sets components by name (`grid%nx = 64`, an element of an array component, character
! and logical components), components not named keep their default initialization, and a
! second group reads a whole structure from a list of values, a third one components of
! nested derived-type components (`tracer%pos%x`). The deck is written to a
! scratch file and read back by a module procedure.
! expect-exit: 0
! expect-stdout:
! | grid:    64   16   0.250   0.000  -1.500
! | run:  shock tube   T   100  0.90
! | probe:    3    4   0.500   1.000   2.000
! | tracer: dye     1.50   0.00   0.00  -2.00  7
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
  type :: point_t
    real :: x = 0, y = 0
  end type point_t
  type :: tracer_t
    character(len=5) :: label = 'none'
    type(point_t) :: pos
    type(point_t) :: vel
    integer :: id = 0
  end type tracer_t
contains
  subroutine read_deck(u, grid, run, probe, tracer)
    integer, intent(in) :: u
    type(grid_t), intent(inout) :: grid
    type(run_t), intent(inout) :: run
    type(grid_t), intent(inout) :: probe
    type(tracer_t), intent(inout) :: tracer
    namelist /domain/ grid, run
    namelist /probes/ probe
    namelist /tracers/ tracer
    read(u, nml=domain)
    read(u, nml=probes)
    read(u, nml=tracers)
  end subroutine read_deck
end module config

program namelist_derived
  use config
  implicit none
  type(grid_t) :: grid, probe
  type(run_t) :: run
  type(tracer_t) :: tracer
  integer :: u

  open(newunit=u, status='scratch', action='readwrite')
  write(u, '(a)') '&domain'
  write(u, '(a)') '  grid%nx = 64, grid%dx = 0.25,'
  write(u, '(a)') '  grid%origin(2) = -1.5,'
  write(u, '(a)') "  run%name = 'shock tube', run%restart = .true.,"
  write(u, '(a)') '  run%cfl = 0.9'
  write(u, '(a)') '/'
  write(u, '(a)') '&probes probe = 3, 4, 0.5, 1.0, 2.0 /'
  write(u, '(a)') "&tracers tracer%label = 'dye', tracer%pos%x = 1.5, tracer%vel%y = -2.0,"
  write(u, '(a)') '  tracer%id = 7 /'
  rewind(u)
  call read_deck(u, grid, run, probe, tracer)
  close(u)
  write(*, '(a,2i5,f8.3,2f8.3)') 'grid: ', grid%nx, grid%ny, grid%dx, grid%origin
  write(*, '(a,a,l2,i6,f6.2)') 'run:  ', run%name, run%restart, run%steps, run%cfl
  write(*, '(a,2i5,f8.3,2f8.3)') 'probe:', probe%nx, probe%ny, probe%dx, probe%origin
  write(*, '(a,a,4f7.2,i3)') 'tracer: ', tracer%label, tracer%pos, tracer%vel, tracer%id
end program namelist_derived
