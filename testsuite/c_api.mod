!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/interop
!hash: a44685a369bb3081
module c_api
  use iso_c_binding, only: c_int, c_int64_t, c_double
  implicit none
  interface
    real(c_double) function c_dot(x, y, n) bind(c, name='c_dot')
      import :: c_double, c_int
      real(c_double), intent(in) :: x(*), y(*)
      integer(c_int), value :: n
    end function c_dot
    subroutine c_scale(x, n, a) bind(c, name='c_scale')
      import :: c_double, c_int64_t
      real(c_double), intent(inout) :: x(*)
      integer(c_int64_t), value :: n
      real(c_double), value :: a
    end subroutine c_scale
    real(c_double) function c_trace(a, ld, n) bind(c)
      import :: c_double, c_int
      real(c_double), intent(in) :: a(*)
      integer(c_int), value :: ld, n
    end function c_trace
  end interface
end module c_api
