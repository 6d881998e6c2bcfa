!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/units
!hash: 16642a675350ab5b
module constants
  implicit none
  real(8), parameter :: g = 9.81d0
  integer, protected :: version = 3
contains
  subroutine set_version(v)
    integer, intent(in) :: v
end subroutine
end module constants
