! Preprocessing (.F90): macros defined on the command line (`-DNSTEPS=3 -DUSE_FAST`) choose
! code paths and constants, with `#ifdef`/`#else` inside a module procedure.
! args: -DNSTEPS=3 -DUSE_FAST
! expect-exit: 0
! expect-stdout:
! |  1   32.0000
! |  2   16.0000
! |  3    8.0000
! | fast path, three steps
module stepper
  implicit none
contains
  real(8) function step(x)
    real(8), intent(in) :: x
#ifdef USE_FAST
    step = x * 0.5d0
#else
    step = x / 2.0d0 + 1.0d-3
#endif
  end function step
end module stepper

program cpp2
  use stepper
  implicit none
  real(8) :: x
  integer :: k
  x = 64.0d0
  do k = 1, NSTEPS
    x = step(x)
    write(*, '(i2,f10.4)') k, x
  end do
#if defined(USE_FAST) && NSTEPS == 3
  write(*, '(a)') 'fast path, three steps'
#endif
end program cpp2
