!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/units
!hash: d809617de1a35a7b
module show_mod
  implicit none
  interface show
    module procedure show_int, show_real, show_str
  end interface show
contains
  subroutine show_int(x)
    integer, intent(in) :: x
end subroutine
  subroutine show_real(x)
    real(8), intent(in) :: x
end subroutine
  subroutine show_str(x)
    character(*), intent(in) :: x
end subroutine
end module show_mod
