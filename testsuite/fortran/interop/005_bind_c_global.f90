! C interoperability: a module variable with `bind(c)` shared with C under a C name, and a
! bind(c) array global: C reads and writes them between Fortran accesses.
! link-with: helpers/c_globals.c
! expect-exit: 0
! expect-stdout:
! | 11
! |   0.250  0.500  0.750  1.000
! | 12   1.250
module shared_state
  use iso_c_binding
  implicit none
  integer(c_int), bind(c, name='step_count') :: nsteps
  real(c_double), bind(c, name='c_weights') :: weights(4)
  interface
    subroutine c_advance() bind(c)
    end subroutine c_advance
  end interface
end module shared_state

program globals
  use shared_state
  implicit none
  nsteps = 10
  weights = [0.5d0, 1.0d0, 1.5d0, 2.0d0]
  call c_advance()
  write(*, '(i0)') nsteps
  write(*, '(4f7.3)') weights
  call c_advance()
  write(*, '(i0,f8.3)') nsteps, sum(weights)
end program globals
