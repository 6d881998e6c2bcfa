!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/kernels
!hash: 490922cea94bf34f
module lcg
  use iso_fortran_env, only: int64
  implicit none
  ! Park-Miller "minimal standard" generator: products stay below 2**47, no overflow.
  integer(int64), parameter :: a = 48271_int64, m = 2147483647_int64
contains
  real(8) function next(state)
    integer(int64), intent(inout) :: state
end function
end module lcg
