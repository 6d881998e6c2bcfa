! `update` of sections whose ranges have one element, written with run-time bounds as
! applications write them (`u(i:i, j:j)`, `u(lo:hi, j:j)`): a range whose bounds are the same
! variable is one element, so the section is contiguous (OpenACC 3.3 §2.14.4); oxacc refused
! such sections as not contiguous.
! expect-exit: 0
! expect-stdout:
! | probe      12.0
! | column   2.0   3.0   4.0   5.0
! | device u(2,1) after update device   100.0
program update_element_ranges
  implicit none
  integer, parameter :: nx = 6, ny = 4
  real :: u(nx, ny), s
  integer :: i, j, lo, hi, k
  u = 1.0
  !$acc data copyin(u)
  !$acc parallel loop collapse(2) present(u)
  do j = 1, ny
    do i = 1, nx
      u(i, j) = i + j * 10
    end do
  end do
  i = 2
  j = 1
  !$acc update self(u(i:i, j:j))
  print '(a, f10.1)', 'probe', u(2, 1)
  lo = 2
  hi = 5
  j = 3
  u(:, j) = -1.0
  !$acc parallel loop present(u)
  do k = lo, hi
    u(k, j) = k
  end do
  !$acc update self(u(lo:hi, j:j))
  print '(a, 4f6.1)', 'column', u(lo:hi, j)
  u(2, 1) = 100.0
  i = 2
  j = 1
  !$acc update device(u(i:i, j:j))
  s = 0
  !$acc parallel loop reduction(+:s) present(u)
  do k = 2, 2
    s = s + u(k, 1)
  end do
  print '(a, f8.1)', 'device u(2,1) after update device', s
  !$acc end data
end program update_element_ranges
