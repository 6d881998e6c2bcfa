!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/derived
!hash: 1fea1ac17fb2f860
module recs
  implicit none
  type :: entry
    character(len=10) :: name
    integer :: level
    real(8) :: cost
  end type entry
contains
  logical function before(a, b)
    type(entry), intent(in) :: a, b
end function
end module recs
