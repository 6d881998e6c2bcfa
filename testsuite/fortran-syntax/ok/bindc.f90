! C interoperability: bind(c), value, iso_c_binding kinds, c_ptr.
module c_interop
  use, intrinsic :: iso_c_binding, only: c_int, c_double, c_ptr, c_null_ptr, c_associated
  implicit none
  integer(c_int), bind(c, name='fortran_counter') :: counter = 0

  type, bind(c) :: point_t
    real(c_double) :: x, y
  end type point_t

  interface
    function c_strlen(s) bind(c, name='strlen') result(n)
      import :: c_ptr
      type(c_ptr), value :: s
      integer(8) :: n
    end function c_strlen
  end interface
contains
  subroutine scale_points(n, pts, factor) bind(c, name='scale_points')
    integer(c_int), value, intent(in) :: n
    type(point_t), intent(inout) :: pts(n)
    real(c_double), value :: factor
    integer :: i
    do i = 1, n
      pts(i)%x = pts(i)%x * factor
      pts(i)%y = pts(i)%y * factor
    end do
    counter = counter + 1
  end subroutine scale_points

  logical function is_null(p)
    type(c_ptr), intent(in) :: p
    is_null = .not. c_associated(p)
  end function is_null

  function origin() bind(c)
    type(point_t) :: origin
    origin = point_t(0.0_c_double, 0.0_c_double)
  end function origin
end module c_interop
