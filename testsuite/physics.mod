!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/units
!hash: 5aeb85c9d3ecb8a6
module physics
  use constants
  implicit none
  real(8) :: drag = 0.47d0
contains
  real(8) function fall_time(h)
    real(8), intent(in) :: h
end function
end module physics
