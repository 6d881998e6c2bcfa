! Pointer components as applications use them around target regions: `e => f%p(7)` (an
! element of a pointer component is a target, Fortran 2018 §10.2.2.2, whatever `f` is) and
! `c_loc(f%p)` (§18.2.3.6) taken while `target enter data map(to: f%p)` maps it and turned
! back into an array with `c_f_pointer`; the component's data is scaled in a target region. Before, oxacc refused
! both ("Pointer assignment target is neither TARGET nor POINTER", "Argument X to C_LOC shall
! have either the POINTER or the TARGET attribute").
! expect-exit: 0
! expect-stdout:
! | values     14.0   100.0  2550.0
module field_361_m
  implicit none
  type field_t
    real(8), pointer :: p(:) => null()
    integer :: n = 0
  end type
end module

program pointer_component_targets
  use field_361_m
  use iso_c_binding
  implicit none
  type(field_t) :: f
  real(8), pointer :: e, back(:)
  type(c_ptr) :: c
  integer :: i
  f%n = 50
  allocate(f%p(f%n))
  f%p = [(dble(i), i = 1, 50)]
  !$omp target enter data map(to: f%p)
  c = c_loc(f%p)
  !$omp target teams distribute parallel do
  do i = 1, f%n
    f%p(i) = 2d0 * f%p(i)
  end do
  !$omp target exit data map(from: f%p)
  e => f%p(7)
  call c_f_pointer(c, back, [f%n])
  print '(a,3f8.1)', 'values ', e, back(50), sum(f%p)
end program
