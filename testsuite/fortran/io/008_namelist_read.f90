! I/O: reading a `namelist` group from a file (as model configuration files are read), with
! values given in any order, defaults kept for omitted ones, and array elements; printed with
! explicit formats (namelist *output* differs between compilers).
! expect-exit: 0
! expect-stdout:
! | iostat 0
! | miniweather    10   10  250
! |   2.5000E-03   0.000   0.750  -1.500  T
program nml
  implicit none
  integer :: nx = 10, ny = 10, nsteps = 100
  real(8) :: dt = 0.1d0, coeffs(3) = 0.0d0
  character(len=16) :: title = 'untitled'
  logical :: restart = .false.
  namelist /run/ nx, ny, nsteps, dt, coeffs, title, restart
  integer :: u, ios
  open(newunit=u, file='run.nml', status='replace')
  write(u, '(a)') '&run'
  write(u, '(a)') '  title = ''miniweather'','
  write(u, '(a)') '  nsteps = 250, dt = 2.5e-3'
  write(u, '(a)') '  coeffs(2) = 0.75, coeffs(3) = -1.5'
  write(u, '(a)') '  restart = .true.'
  write(u, '(a)') '/'
  close(u)
  open(newunit=u, file='run.nml', status='old')
  read(u, nml=run, iostat=ios)
  close(u, status='delete')
  write(*, '(a,i0)') 'iostat ', ios
  write(*, '(a,1x,3i5)') trim(title), nx, ny, nsteps
  write(*, '(es12.4,3f8.3,l3)') dt, coeffs, restart
end program nml
