! Integrates extensions of another module through the abstract type's procedure, and a
! CLASS(integrand) allocatable allocated as one.
program main
  use integrands
  use funcs
  implicit none
  type(square) :: s
  type(linear) :: l
  class(integrand), allocatable :: f
  real(8) :: v
  s%scale = 3.0d0
  v = integrate(s, 0.0d0, 1.0d0, 100)
  print '(f10.4)', v
  l%scale = 2.0d0
  l%c = 1.0d0
  v = integrate(l, 0.0d0, 2.0d0, 10)
  print '(f10.4)', v
  allocate(square :: f)
  v = integrate(f, 0.0d0, 2.0d0, 50)
  print '(f10.4)', v
  print '(f10.4)', f%eval(3.0d0)
end program
