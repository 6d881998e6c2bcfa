!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/kernels
!hash: c538d3b4dacb41dd
module fft_mod
  implicit none
  real(8), parameter :: pi = acos(-1.0d0)
contains
  subroutine fft(x, inverse)
    complex(8), intent(inout) :: x(0:)
    logical, intent(in) :: inverse
    integer :: n, i, j, k, m, len
    complex(8) :: w, wl, t, u
    real(8) :: sgn
end subroutine
end module fft_mod
