!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/derived
!hash: 4626afb9ad5d90fc
module geom
  implicit none
  type :: point
    real(8) :: x = 0.0d0, y = 0.0d0
  end type point
  type :: box
    type(point) :: lo, hi = point(1.0d0, 1.0d0)
    character(len=8) :: name = 'unnamed'
    integer :: level = 0
  end type box
contains
  real(8) function area(b)
    type(box), intent(in) :: b
end function
end module geom
