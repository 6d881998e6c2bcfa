module sums
  implicit none
contains
  integer function triangle(n)
    integer, intent(in) :: n
    integer :: i
    triangle = 0
    !$acc parallel loop reduction(+:triangle)
    do i = 1, n
      triangle = triangle + i
    end do
  end function triangle
end module sums
