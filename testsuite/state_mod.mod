!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/units
!hash: 9225650c17ede593
module state_mod
  implicit none
  type :: stats
    integer :: n = 0
    real(8) :: total = 0.0d0
    real(8) :: maxv = -huge(1.0d0)
  end type stats
contains
  subroutine add_sample(s, x)
    type(stats), intent(inout) :: s
    real(8), intent(in) :: x
end subroutine
  subroutine fresh(s)
    type(stats), intent(out) :: s
    ! intent(out): default initialisation applies on entry
end subroutine
end module state_mod
