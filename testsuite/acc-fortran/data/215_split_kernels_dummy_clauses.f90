! A kernels region of several loops over explicit-shape dummies with lower bounds, named in
! its copyin/copyout/present clauses, as CloverLeaf's kernels are written: the region is split
! into one kernel per loop and its data clauses move to a data region around them. They must
! keep naming the arrays the kernels use, so no implicit copy of a copyin array is added
! (OpenACC 3.3 §2.7.7: a copyin array is not copied back); the remark checks the data region.
! remark: data: copyin(a[0:*]) copyout(b[0:*]) [-Minfo=accel]
! remark: data: present(u[0:*]) present(w[0:*]) [-Minfo=accel]
! expect-exit: 0
! expect-stdout:
! | b    -2.000000    7.000000  401.000000
! | w    21.000000  -40.000000  -76.000000
module kernels_m
  implicit none
contains
  subroutine scale_shift(lo, hi, a, b)
    integer, intent(in) :: lo, hi
    real(8), intent(in) :: a(lo:hi)
    real(8), intent(out) :: b(lo:hi)
    integer :: i
    !$acc kernels copyin(a) copyout(b)
    !$acc loop independent
    do i = lo, hi
      b(i) = 2.0d0 * a(i)
    end do
    !$acc loop independent
    do i = lo + 1, hi
      b(i) = b(i) + 1.0d0
    end do
    !$acc end kernels
  end subroutine

  subroutine update(x_min, x_max, u, w)
    integer, intent(in) :: x_min, x_max
    real(8) :: u(x_min-2:x_max+2), w(x_min-2:x_max+2)
    integer :: j
    !$acc kernels present(u, w)
    !$acc loop independent
    do j = x_min, x_max
      w(j) = u(j) - u(j-1)
    end do
    !$acc loop independent
    do j = x_min, x_max
      w(j) = w(j) * real(j, 8)
    end do
    !$acc end kernels
  end subroutine
end module

program split_kernels_dummy_clauses
  use kernels_m
  implicit none
  real(8) :: a(-1:200), b(-1:200), u(-2:102), w(-2:102)
  integer :: i
  do i = -1, 200
    a(i) = real(i, 8)
  end do
  call scale_shift(-1, 200, a, b)
  write (*, '(a, 3f12.6)') 'b ', b(-1), b(3), b(200) + a(0)
  do i = -2, 102
    u(i) = real(mod(i * 7, 11), 8)
  end do
  w = 0
  !$acc data copyin(u) copy(w)
  call update(0, 100, u, w)
  !$acc end data
  write (*, '(a, 3f12.6)') 'w ', w(3), w(10), w(19)
end program
