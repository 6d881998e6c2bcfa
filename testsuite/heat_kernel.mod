!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/kernels
!hash: 17becceddce3497c
module heat_kernel
  implicit none
contains
  subroutine diffuse(x_min, x_max, r, u, v)
    integer, intent(in) :: x_min, x_max
    real(8), intent(in) :: r
    real(8), intent(in) :: u(x_min-1:x_max+1)
    real(8), intent(out) :: v(x_min-1:x_max+1)
    integer :: j
end subroutine
end module heat_kernel
