! Polymorphism the device cannot run (decision 91): an unlimited polymorphic dummy of a
! `routine seq` procedure (CLASS(*) needs a dynamic type, which oxacc does not keep), and a
! type-bound procedure, whose call goes through the type's dispatch table (oxacc builds
! none; nvfortran does not call through one in compute regions either, as for C++ virtual
! functions). Each is reported at its declaration, once; a `class(t)` dummy of a routine is
! accepted (it is one of its declared type).
! expect-error: 14:5: a type-bound procedure is not supported yet
! expect-error: 25:3: an unlimited polymorphic (CLASS(*)) entity is not supported yet
module particles_poly
  implicit none
  type :: particle_t
    real :: x = 0, v = 0
  contains
    procedure :: energy
  end type
contains
  real function energy(p)
    class(particle_t), intent(in) :: p
    !$acc routine seq
    energy = 0.5 * p%v**2
  end function
end module

subroutine show(q)
  class(*), intent(in) :: q
  !$acc routine seq
end subroutine
