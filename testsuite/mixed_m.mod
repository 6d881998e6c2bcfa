!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/main/testsuite/acc-fortran/api
!hash: 5bace019673b8fd6
module mixed_m
  use iso_c_binding
  implicit none
  interface
    subroutine c_map(b, n) bind(c)
      import :: c_double, c_int
      real(c_double) :: b(*)
      integer(c_int), value :: n
    end subroutine c_map
    integer(c_int) function c_present(a, n) bind(c)
      import :: c_double, c_int
      real(c_double) :: a(*)
      integer(c_int), value :: n
    end function c_present
    subroutine c_fetch(a, n) bind(c)
      import :: c_double, c_int
      real(c_double) :: a(*)
      integer(c_int), value :: n
    end subroutine c_fetch
    subroutine c_unmap(b, n) bind(c)
      import :: c_double, c_int
      real(c_double) :: b(*)
      integer(c_int), value :: n
    end subroutine c_unmap
  end interface
end module mixed_m
