program depobj_errors
  use omp_lib
  implicit none
  integer(omp_depend_kind) :: o, arr(2)
  integer :: x, y
  real :: r
  x = 0; y = 0
!$omp depobj(o) depend(in: x, y)
!$omp depobj(o)
!$omp depobj(o) depend(depobj: o)
!$omp depobj(o) depend(in: x)
!$omp depobj(o) destroy
end program depobj_errors
! gfortran 12 reports lines 8, 9 and 10 too (depobj_objects.f90 has the object errors).
! expect-error: 8:17: the depend clause of 'depobj' takes one locator of type in, out, inout or mutexinoutset
! expect-error: 9:7: 'depobj' needs a depend, update or destroy clause
! expect-error: 10:17: the depend clause of 'depobj' takes one locator of type in, out, inout or mutexinoutset
