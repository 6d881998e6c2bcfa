!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/kernels
!hash: b6ca9ed78485e74a
module sw
  implicit none
  real(8), parameter :: g = 9.81d0
contains
  subroutine fluxes(h, hu, fh, fhu)
    real(8), intent(in) :: h(:), hu(:)
    real(8), intent(out) :: fh(:), fhu(:)
end subroutine
end module sw
