! Program units: a generic interface over integer, real(8) and character specifics, resolved
! at compile time from the argument types, plus an explicit interface block for an external
! function.
! expect-exit: 0
! expect-stdout:
! | integer: 42
! | real: 3.14159
! | string: "halo" len=4
! | integer: -27
! | real: 2.66667
module show_mod
  implicit none
  interface show
    module procedure show_int, show_real, show_str
  end interface show
contains
  subroutine show_int(x)
    integer, intent(in) :: x
    write(*, '(a,i0)') 'integer: ', x
  end subroutine show_int
  subroutine show_real(x)
    real(8), intent(in) :: x
    write(*, '(a,f0.5)') 'real: ', x
  end subroutine show_real
  subroutine show_str(x)
    character(*), intent(in) :: x
    write(*, '(a,a,a,i0)') 'string: "', x, '" len=', len(x)
  end subroutine show_str
end module show_mod

integer function cube(k)
  integer, intent(in) :: k
  cube = k * k * k
end function cube

program gen
  use show_mod
  implicit none
  interface
    integer function cube(k)
      integer, intent(in) :: k
    end function cube
  end interface
  call show(42)
  call show(3.14159265d0)
  call show('halo')
  call show(cube(-3))
  call show(real(cube(2), 8) / 3)
end program gen
