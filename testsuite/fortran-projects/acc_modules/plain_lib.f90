! A module written for OpenACC but built without it (the Makefile leaves -fopenacc out, as a
! library built for the host would be): its directive lines are comments, and a user
! compiled with -fopenacc must not read them from the module file.
module plain_lib
  use vec_ops, only: dp
  implicit none
contains
  subroutine smooth(n, v, w)
    integer, intent(in) :: n
    real(dp), dimension(n) :: v, w
    integer :: i
!$acc kernels present(v, w)
!$acc loop independent
    do i = 2, n-1
      w(i) = 0.25_dp*v(i-1) + 0.5_dp*v(i) + 0.25_dp*v(i+1)
    end do
!$acc end kernels
    w(1) = v(1)
    w(n) = v(n)
  end subroutine smooth
end module plain_lib
