!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/units
!hash: f1f0e0fe95a89cf8
module opts
  implicit none
contains
  real(8) function integrate(f0, f1, n, method) result(r)
    real(8), intent(in) :: f0, f1
    integer, intent(in), optional :: n
    character(*), intent(in), optional :: method
    integer :: steps
end function
  subroutine report(label, n)
    character(*), intent(in) :: label
    integer, intent(in), optional :: n
end subroutine
end module opts
