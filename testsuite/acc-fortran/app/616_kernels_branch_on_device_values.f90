! Applications: the limits of taking a `kernels` region's branches on the host (decision
! 117). A branch whose condition reads an array element (`flag(1)`) or a scalar that an
! enclosing `data copy(s)` keeps on the device, both set by an earlier kernel, must see the
! device's value: with discrete memory the host's copies still hold the old ones, so these
! regions keep their branches on the device (one gang) and take the branch the device's
! values choose. The third region's condition is a dummy scalar nothing writes: taken on
! the host, each loop a kernel of its own.
! remark: kernels: control flow outside the loops of the region; the region runs as one kernel in a single gang
! remark: region split into 2 kernels
! expect-exit: 0
! expect-stdout:
! |  flag branch:      200.0
! |  scalar branch:     3000.0
! |  dummy branch:      100.0
module branch_data
  implicit none
  integer :: flag(4)
  integer :: s
  real(8), allocatable :: a(:)
end module branch_data

module branch_ops
contains
  subroutine scale_by(mode, n, b)
    integer :: mode, n, i
    real(8) :: b(n)
!$acc kernels present(b)
    if (mode == 1) then
!$acc loop independent
      do i = 1, n
        b(i) = 1.0d0
      end do
    else
!$acc loop independent
      do i = 1, n
        b(i) = 2.0d0
      end do
    end if
!$acc end kernels
  end subroutine scale_by
end module branch_ops

program branch_values
  use branch_data
  use branch_ops
  implicit none
  integer :: i, n
  n = 100
  allocate(a(n))
  a = 0; flag = 0; s = 0
!$acc data copy(a, flag, s)
!$acc kernels
  flag(1) = 1
  s = 7
!$acc end kernels
!$acc kernels
  if (flag(1) == 1) then
!$acc loop independent
    do i = 1, n
      a(i) = 2.0d0
    end do
  else
!$acc loop independent
    do i = 1, n
      a(i) = -1.0d0
    end do
  end if
!$acc end kernels
!$acc update host(a)
  write(*, '(a,f10.1)') ' flag branch: ', sum(a)
!$acc kernels
  if (s == 7) then
!$acc loop independent
    do i = 1, n
      a(i) = 30.0d0
    end do
  else
!$acc loop independent
    do i = 1, n
      a(i) = -3.0d0
    end do
  end if
!$acc end kernels
!$acc update host(a)
  write(*, '(a,f10.1)') ' scalar branch: ', sum(a)
  call scale_by(1, n, a)
!$acc end data
  write(*, '(a,f10.1)') ' dummy branch: ', sum(a)
end program branch_values
