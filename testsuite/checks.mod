!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/ctrl
!hash: 559b8c99661dc249
module checks
  implicit none
contains
  subroutine check_positive(x, what)
    real(8), intent(in) :: x
    character(*), intent(in) :: what
end subroutine
end module checks
