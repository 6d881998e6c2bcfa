!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/kernels
!hash: 6874933356c1807a
module setup_mod
  use definitions
  implicit none
contains
  subroutine setup(ncells)
    integer, intent(in) :: ncells
    integer :: j
end subroutine
end module setup_mod
