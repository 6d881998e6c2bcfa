!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/arrays
!hash: e9befe71f11c5b54
module kernel_mod
  implicit none
contains
  subroutine init_field(x_min, x_max, y_min, y_max, u)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), intent(out) :: u(x_min-2:x_max+2, y_min-2:y_max+2)
    integer :: j, k
end subroutine
  subroutine reflect_halo(x_min, x_max, y_min, y_max, u)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), intent(inout) :: u(x_min-2:x_max+2, y_min-2:y_max+2)
    integer :: j, k
end subroutine
  subroutine smooth(x_min, x_max, y_min, y_max, u, v)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), intent(in) :: u(x_min-2:x_max+2, y_min-2:y_max+2)
    real(8), intent(out) :: v(x_min:x_max, y_min:y_max)
    integer :: j, k
end subroutine
end module kernel_mod
