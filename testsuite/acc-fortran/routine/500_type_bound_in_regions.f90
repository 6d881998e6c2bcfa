! Type-bound procedures in compute regions (decision 97), what nvfortran compiles: calls
! through TYPE(t) objects are static calls of the bound `routine seq` procedures, so a
! `parallel loop` calls a type-bound function of an array element of derived type, a
! type-bound subroutine updating an element in place, a generic binding and an inherited
! binding of an extension; a structure of the extension is copied in whole (`copyin(m)`).
! The arrays are dummies of a procedure, as an application passes them, with no data
! clauses on the loops.
! expect-exit: 0
! expect-stdout:
! |         100.00
! |       1.50     50.50    100.50
! |     -18.00
module particle_mod
  implicit none
  type :: particle
    real(8) :: x = 0, v = 0, m = 1
  contains
    procedure :: energy
    procedure :: push
    procedure :: kick_s, kick_v
    generic :: kick => kick_s, kick_v
  end type
  type, extends(particle) :: charged
    real(8) :: q = 1
  end type
contains
  real(8) function energy(p)
    class(particle), intent(in) :: p
    !$acc routine seq
    energy = 0.5d0 * p%m * p%v**2
  end function
  subroutine push(p, dt)
    class(particle), intent(inout) :: p
    real(8), intent(in) :: dt
    !$acc routine seq
    p%x = p%x + p%v * dt
  end subroutine
  subroutine kick_s(p, a)
    class(particle), intent(inout) :: p
    real(8), intent(in) :: a
    !$acc routine seq
    p%v = p%v + a
  end subroutine
  subroutine kick_v(p, a, n)
    class(particle), intent(inout) :: p
    integer, intent(in) :: n
    real(8), intent(in) :: a(n)
    !$acc routine seq
    p%v = p%v + a(1) - a(n)
  end subroutine
end module

module stepper
  use particle_mod
  implicit none
contains
  subroutine step(ps, n, dt, e)
    integer, intent(in) :: n
    type(particle), intent(inout) :: ps(n)
    real(8), intent(in) :: dt
    real(8), intent(out) :: e
    integer :: i
    real(8) :: w(2)
    e = 0
    !$acc parallel loop reduction(+:e) private(w)
    do i = 1, n
      w(1) = 2 * i
      w(2) = i
      call ps(i)%kick(1.0d0)
      call ps(i)%kick(w, 2)
      call ps(i)%push(dt)
      e = e + ps(i)%energy()
    end do
  end subroutine
end module

program tbp_regions
  use stepper
  implicit none
  type(particle) :: ps(100)
  type(charged) :: c
  real(8) :: e, ec
  integer :: i
  do i = 1, 100
    ps(i) = particle(i, -i, 2)
  end do
  call step(ps, 100, 0.5d0, e)
  print '(f14.2)', e
  print '(3f10.2)', ps(1)%x, ps(50)%x, ps(100)%x
  c%v = 3; c%m = 4; c%q = -1
  !$acc parallel num_gangs(1) copyin(c) copyout(ec)
  ec = c%energy() * c%q
  !$acc end parallel
  print '(f10.2)', ec
end program
