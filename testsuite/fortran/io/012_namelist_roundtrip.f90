! I/O: NAMELIST (§8.9, §12.6.4.6) the way model drivers use it: a module holds the run
! parameters and their namelist group; a procedure writes the group to a restart file and
! another reads it back after the values were changed, and an input deck read from a file
! sets some members (array elements, a string, a logical) and keeps the defaults of the
! others. Values are printed with explicit formats (namelist output layout differs between
! compilers, so it is only read back here).
! expect-exit: 0
! expect-stdout:
! | default 64 32 10  1.000E-03  0.10  0.20  0.30 upwind F
! | changed 1 1 1  0.000E+00  0.00  0.00  0.00 none T
! | iostat 0
! | restored 64 32 10  1.000E-03  0.10  0.20  0.30 upwind F
! | iostat 0
! | deck 128 32 10  1.000E-03  0.10  0.75  0.30 weno5 T
module params
  implicit none
  integer :: nx = 64, ny = 32, nsteps = 10
  real(8) :: dt = 1.0d-3, visc(3) = [0.1d0, 0.2d0, 0.3d0]
  character(len=12) :: scheme = 'upwind'
  logical :: periodic = .false.
  namelist /grid/ nx, ny, nsteps, dt, visc, scheme, periodic
contains
  subroutine save_params(file)
    character(len=*), intent(in) :: file
    integer :: u
    open(newunit=u, file=file, status='replace')
    write(u, nml=grid)
    close(u)
  end subroutine

  subroutine load_params(file, ios)
    character(len=*), intent(in) :: file
    integer, intent(out) :: ios
    integer :: u
    open(newunit=u, file=file, status='old')
    read(u, grid, iostat=ios)
    close(u, status='delete')
  end subroutine

  subroutine show(tag)
    character(len=*), intent(in) :: tag
    write(*, '(a, 3(1x, i0), es11.3, 3f6.2, 1x, a, l2)') tag, nx, ny, nsteps, dt, visc, &
      trim(scheme), periodic
  end subroutine
end module

program namelist_roundtrip
  use params
  implicit none
  integer :: ios, u
  call show('default')
  call save_params('grid_restart.nml')
  nx = 1; ny = 1; nsteps = 1; dt = 0; visc = 0; scheme = 'none'; periodic = .true.
  call show('changed')
  call load_params('grid_restart.nml', ios)
  write(*, '(a, i0)') 'iostat ', ios
  call show('restored')

  open(newunit=u, file='deck.nml', status='replace')
  write(u, '(a)') '! run deck'
  write(u, '(a)') '&grid nx = 128, visc(2) = 0.75,'
  write(u, '(a)') '      scheme = ''weno5'', periodic = T /'
  close(u)
  call load_params('deck.nml', ios)
  write(*, '(a, i0)') 'iostat ', ios
  call show('deck')
end program
