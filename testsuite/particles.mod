!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/derived
!hash: 4aea64aa15787bf2
module particles
  implicit none
  type :: particle
    integer :: id
    real(8) :: mass, pos(3)
  end type particle
end module particles
