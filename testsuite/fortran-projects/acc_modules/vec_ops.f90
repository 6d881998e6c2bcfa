! Device procedures of a module: a function declared with '!$acc routine seq' at the top of
! its specification part (its users' compute regions call it), and a kernel subroutine with
! an explicit-shape dummy whose loop is a parallel loop on data already present.
module vec_ops
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  real(dp) function axpy_elem(a, x, y)
    !$acc routine seq
    real(dp), intent(in) :: a, x, y
    axpy_elem = a*x + y
  end function axpy_elem

  subroutine scale_all(n, v, s)
    integer, intent(in) :: n
    real(dp), dimension(0:n-1) :: v
    real(dp), intent(in) :: s
    integer :: i
    ! every element, on the device when the caller's data is there
    !$acc parallel loop present(v)
    do i = 0, n-1
      v(i) = v(i)*s
    end do
  end subroutine scale_all
end module vec_ops
