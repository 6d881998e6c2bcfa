!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/derived
!hash: cddb8778b683e746
module materials
  implicit none
  type :: material
    character(len=8) :: name
    real(8) :: density, gamma
  end type material
  type(material), parameter :: air = material('air', 1.2d0, 1.4d0)
  type(material), parameter :: table(3) = [air, material('water', 1000.0d0, 7.15d0), &
                                           material('helium', 0.18d0, 1.66d0)]
  type(material) :: current = air
contains
  real(8) function sound_speed(m, p)
    type(material), intent(in) :: m
    real(8), intent(in) :: p
end function
end module materials
