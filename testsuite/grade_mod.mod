!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/ctrl
!hash: 706abc4c4988cdd6
module grade_mod
  implicit none
contains
  character(len=1) function grade(score)
    integer, intent(in) :: score
end function
  subroutine first_negative(v, pos)
    real(8), intent(in) :: v(:)
    integer, intent(out) :: pos
    integer :: i
end subroutine
end module grade_mod
