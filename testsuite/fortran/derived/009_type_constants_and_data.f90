! Derived types: named constants of derived type (`parameter` with a structure constructor),
! an array of type constants used as a lookup table (material properties by index), and a
! module-level variable of derived type initialised from a constant.
! expect-exit: 0
! expect-stdout:
! | air          1.200  1.400    343.8204
! | water     1000.000  7.150     26.9161
! | helium       0.180  1.660    966.6652
! | air
! | helium    0.1500
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
    sound_speed = sqrt(m%gamma * p / m%density)
  end function sound_speed
end module materials

program matprops
  use materials
  implicit none
  integer :: i
  do i = 1, size(table)
    write(*, '(a8,f10.3,f7.3,f12.4)') table(i)%name, table(i)%density, table(i)%gamma, &
      sound_speed(table(i), 101325.0d0)
  end do
  write(*, '(a)') trim(current%name)
  current = table(3)
  write(*, '(a,f10.4)') trim(current%name), current%density / air%density
end program matprops
