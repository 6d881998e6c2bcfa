! Uses both modules through their module files: the routine in a compute region, the kernel
! subroutine inside a data region, the host library after it.
program main
  use vec_ops
  use plain_lib
  implicit none
  integer, parameter :: n = 16
  real(dp) :: v(n), w(n)
  integer :: i
  do i = 1, n
    v(i) = real(i, dp)
  end do
  !$acc data copy(v)
  !$acc parallel loop present(v)
  do i = 1, n
    v(i) = axpy_elem(2.0_dp, v(i), 1.0_dp)
  end do
  call scale_all(n, v, 0.5_dp)
  !$acc end data
  call smooth(n, v, w)
  write(*, '(a,4f9.3)') ' v(1:4):  ', v(1:4)
  write(*, '(a,4f9.3)') ' w(1:4):  ', w(1:4)
  write(*, '(a,f12.4)') ' sum(w):  ', sum(w)
end program main
