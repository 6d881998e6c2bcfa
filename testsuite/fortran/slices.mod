!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/arrays
!hash: 84e6ecc961c00ef1
module slices
  implicit none
contains
  real(8) function plane_sum(p)
    real(8), intent(in) :: p(:, :)
end function
end module slices
