!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/units
!hash: acda820fd58f7e6a
module mathx
  implicit none
contains
  recursive integer(8) function fact(n) result(r)
    integer, intent(in) :: n
end function
  recursive real(8) function rsum(a, lo, hi) result(s)
    real(8), intent(in) :: a(:)
    integer, intent(in) :: lo, hi
    integer :: mid
end function
  pure real(8) function hypot3(x, y, z)
    real(8), intent(in) :: x, y, z
end function
  elemental real(8) function clamp01(x)
    real(8), intent(in) :: x
end function
end module mathx
