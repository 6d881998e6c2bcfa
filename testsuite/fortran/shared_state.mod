!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/interop
!hash: 9f7a2de15cc9ea2b
module shared_state
  use iso_c_binding
  implicit none
  integer(c_int), bind(c, name='step_count') :: nsteps
  real(c_double), bind(c, name='c_weights') :: weights(4)
  interface
    subroutine c_advance() bind(c)
    end subroutine c_advance
  end interface
end module shared_state
