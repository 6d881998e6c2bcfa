! Polymorphism the device cannot run (decision 91): an unlimited polymorphic dummy of a
! `routine seq` procedure (CLASS(*) needs a dynamic type, which oxacc does not keep),
! reported at its declaration, once. A type-bound procedure is accepted (decision 97: a call
! through a TYPE(t) object is a static call, what nvfortran runs in compute regions), and so
! is a `class(t)` dummy of a routine (it is one of its declared type).
! expect-error: 23:3: an unlimited polymorphic (CLASS(*)) entity is not supported yet
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
