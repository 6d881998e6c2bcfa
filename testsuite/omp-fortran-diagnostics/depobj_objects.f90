program depobj_objects
  use omp_lib
  implicit none
  integer(omp_depend_kind) :: o, arr(2)
  integer :: x, y
  real :: r
  x = 0; y = 0
!$omp depobj(x) depend(in: y)
!$omp depobj(arr) depend(in: y)
!$omp depobj(o) depend(in: x)
!$omp task depend(depobj: x)
  y = 1
!$omp end task
!$omp task depend(depobj: r)
  y = 2
!$omp end task
!$omp depobj(o) destroy
end program depobj_objects
! gfortran 12 reports the same four lines ("shall be a scalar integer of OMP_DEPEND_KIND kind").
! expect-error: 8:14: the object of '!$omp depobj' must be a scalar integer(omp_depend_kind) variable (OpenMP 5.0 §2.17.10.1)
! expect-error: 9:14: the object of '!$omp depobj' must be a scalar integer(omp_depend_kind) variable (OpenMP 5.0 §2.17.10.1)
! expect-error: 11:27: a 'depend(depobj: …)' list item must be a scalar integer(omp_depend_kind) variable (OpenMP 5.0 §2.17.11)
! expect-error: 14:27: a 'depend(depobj: …)' list item must be a scalar integer(omp_depend_kind) variable (OpenMP 5.0 §2.17.11)
