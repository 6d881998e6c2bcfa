! `declare target` of what has no device copy for the whole program (OpenMP 4.5 §2.10.6): a
! named constant, a derived type, a generic interface, a name not declared, a dummy and a local
! without SAVE, a member of a common block (the block is named), an array element, and the
! directive without a list outside a procedure (a module, a main program). The correct forms
! beside them (a module variable, a procedure, a common block, a saved local; `to`, `enter`,
! `link` with `device_type`) are accepted.
module declared
  implicit none
  integer, parameter :: k = 3
  type point
    real :: x
  end type
  interface norm
    module procedure norm_real
  end interface
  real :: grid(10)
  !$omp declare target(k)
  !$omp declare target to(point)
  !$omp declare target(norm)
  !$omp declare target(missing)
  !$omp declare target(grid, norm_real)
  !$omp declare target(grid(2))
  !$omp declare target
contains
  real function norm_real(x)
    real, intent(in) :: x
    norm_real = abs(x)
  end function
end module

subroutine s(a)
  implicit none
  real :: a, loc
  real, save :: kept
  real :: c1, c2
  common /blk/ c1, c2
  !$omp declare target(a)
  !$omp declare target link(loc)
  !$omp declare target(c1)
  !$omp declare target(kept, /blk/)
  !$omp declare target to(kept) device_type(any)
  !$omp declare target enter(kept) device_type(host)
  !$omp declare target link(/blk/) device_type(nohost)
  a = loc + kept + c1 + c2
end subroutine

program main_unit
  implicit none
  !$omp declare target
  real, save :: kept
  !$omp declare target(kept)
  kept = 1
end program
! expect-error: 17:24: 'k' in 'declare target' is a named constant, not a variable or procedure (OpenMP 4.5 §2.10.6)
! expect-error: 18:27: 'point' in 'declare target' is not a procedure or variable (OpenMP 4.5 §2.10.6)
! expect-error: 19:24: 'norm' in 'declare target' is a generic interface: name its specific procedures (OpenMP 4.5 §2.10.6)
! expect-error: 20:24: 'missing' in 'declare target' is not declared
! expect-error: 22:24: 'declare target' takes names of procedures, variables and common blocks, not parts of them (OpenMP 4.5 §2.10.6)
! expect-error: 23:9: '!$omp declare target' without a list must be in the specification part of a procedure (OpenMP 4.5 §2.10.6: it applies to that procedure); name what it declares, as in 'declare target(x)'
! expect-error: 37:24: 'a' in 'declare target' must have the SAVE attribute or be a module variable (OpenMP 4.5 §2.10.6: the device copy lives as long as the program)
! expect-error: 38:29: 'loc' in 'declare target' must have the SAVE attribute or be a module variable (OpenMP 4.5 §2.10.6: the device copy lives as long as the program)
! expect-error: 39:24: 'c1' is in a common block: 'declare target' names the whole block, as '/block/' (OpenMP 4.5 §2.10.6)
! expect-error: 49:9: '!$omp declare target' without a list must be in the specification part of a procedure (OpenMP 4.5 §2.10.6: it applies to that procedure); name what it declares, as in 'declare target(x)'
