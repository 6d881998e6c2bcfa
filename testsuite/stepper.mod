!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/cpp
!hash: 685771dd46264b90
module stepper
 implicit none
contains
 real(8) function step(x)
 real(8), intent(in) :: x
end function
end module stepper
