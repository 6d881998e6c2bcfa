!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/kernels
!hash: 54252f24b069bba7
module definitions
  implicit none
  integer :: x_min = 1, x_max
  real(8), allocatable :: u0(:), u1(:)
  real(8) :: dt, dx, kappa
end module definitions
