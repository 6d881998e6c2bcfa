! Program units: `save` variables in a subroutine (a call counter and a first-call flag),
! initialised local variables (implicitly saved), and a `common` block initialised by
! `block data`.
! expect-exit: 0
! expect-stdout:
! | first call
! | step call 1
! | step call 2
! | step call 3
! | gamma= 1.400 R=  287.00
block data init_consts
  implicit none
  real(8) :: gamma, cv
  integer :: nsteps
  common /physics/ gamma, cv, nsteps
  data gamma, cv, nsteps /1.4d0, 717.5d0, 3/
end block data init_consts

subroutine tick(label)
  implicit none
  character(*), intent(in) :: label
  integer, save :: ncalls = 0
  logical :: first = .true.
  ncalls = ncalls + 1
  if (first) then
    write(*, '(a)') 'first call'
    first = .false.
  end if
  write(*, '(a,a,i0)') label, ' call ', ncalls
end subroutine tick

program saver
  implicit none
  real(8) :: gamma, cv
  integer :: nsteps, i
  common /physics/ gamma, cv, nsteps
  do i = 1, nsteps
    call tick('step')
  end do
  write(*, '(a,f6.3,a,f8.2)') 'gamma=', gamma, ' R=', cv * (gamma - 1.0d0)
end program saver
