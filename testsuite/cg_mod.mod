!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/kernels
!hash: be03b9581bc34ff0
module cg_mod
  implicit none
contains
  subroutine apply(n, x, y)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    real(8), intent(out) :: y(n)
    integer :: i
end subroutine
end module cg_mod
