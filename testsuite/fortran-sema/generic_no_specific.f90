! A generic reference that no specific procedure accepts (§15.5.5.2).
! expect-error: 22:3: There is no specific subroutine for the generic 'show' at (1)
module m
  implicit none
  interface show
    module procedure show_int, show_real
  end interface
contains
  subroutine show_int(i)
    integer, intent(in) :: i
    print *, i
  end subroutine show_int
  subroutine show_real(x)
    real, intent(in) :: x
    print *, x
  end subroutine show_real
end module m
program p
  use m
  implicit none
  call show(1)
  call show(.true.)
end program p
