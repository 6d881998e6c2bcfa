! Program units: a defined assignment that counts copies and transforms data (a unit
! conversion) used by whole-variable and array-element assignment, versus intrinsic
! assignment of a type without one.
! expect-exit: 0
! expect-stdout:
! |    233.15   273.15   373.15
! |    233.15   100.00 4
module units_mod
  implicit none
  type :: celsius
    real(8) :: t
  end type celsius
  type :: kelvin
    real(8) :: t
  end type kelvin
  integer :: conversions = 0
  interface assignment(=)
    module procedure k_from_c
  end interface
contains
  subroutine k_from_c(k, c)
    type(kelvin), intent(out) :: k
    type(celsius), intent(in) :: c
    k%t = c%t + 273.15d0
    conversions = conversions + 1
  end subroutine k_from_c
end module units_mod

program assign
  use units_mod
  implicit none
  type(celsius) :: c(3), c2
  type(kelvin) :: k(3), k1
  integer :: i
  c = [celsius(-40.0d0), celsius(0.0d0), celsius(100.0d0)]
  do i = 1, 3
    k(i) = c(i)
  end do
  write(*, '(3f9.2)') k%t
  k1 = c(1)
  c2 = c(3)
  write(*, '(f9.2,f9.2,1x,i0)') k1%t, c2%t, conversions
end program assign
