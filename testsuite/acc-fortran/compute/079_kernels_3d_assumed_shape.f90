! Compute: a triple DO nest in a `kernels` region over rank-3 assumed-shape dummies with
! non-default lower bounds declared in the callee (`q(0:, 0:, :)`), called with an array of
! other bounds and with sections of stride 2 and -2 (passed through a descriptor with
! strides): all three loops are parallel (the subscripts are read back through the
! descriptor's strides), and the implicit copy of a strided section covers the memory its
! elements span (with discrete memory it copied the product of the extents from the first
! element, half of it).
! remark: kernels: loop at 24:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 25:7 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 26:9 is parallelizable (dependence test, §2.9.7)
! expect-exit: 0
! expect-stdout:
! | sum r, sum rb:     -0.99968785    864.00000000
! | r(2,2,1), r(9,7,3), rb(3,2,2):   -0.005044   -0.003818    4.000000
module nest3_m
  implicit none
contains
  subroutine diffuse(q, r, c)
    real(8), intent(in) :: q(0:, 0:, :)
    real(8), intent(inout) :: r(0:, 0:, :)
    real(8), intent(in) :: c
    integer :: i, j, k
    !$acc kernels
    do k = 1, size(q, 3)
      do j = 1, ubound(q, 2) - 1
        do i = 1, ubound(q, 1) - 1
          r(i, j, k) = r(i, j, k) + c * (q(i - 1, j, k) + q(i + 1, j, k) + &
                       q(i, j - 1, k) + q(i, j + 1, k) - 4 * q(i, j, k))
        end do
      end do
    end do
    !$acc end kernels
  end subroutine diffuse
end module nest3_m

program kernels_3d_assumed_shape
  use nest3_m
  implicit none
  real(8) :: q(10, 8, 3), r(10, 8, 3), big(20, 8, 3), rb(20, 8, 3)
  integer :: i, j, k
  do k = 1, 3
    do j = 1, 8
      do i = 1, 20
        big(i, j, k) = i * i + 3 * j - k
        if (i <= 10) q(i, j, k) = sin(0.3d0 * i) + j * 0.1d0 + k
      end do
    end do
  end do
  r = 0
  rb = 0
  call diffuse(q, r, 0.1d0)
  call diffuse(big(1:20:2, :, :), rb(1:20:2, :, :), 0.5d0)
  call diffuse(big(20:1:-2, :, :), rb(20:1:-2, :, :), 0.25d0)
  print '(a, 2f16.8)', 'sum r, sum rb:', sum(r), sum(rb)
  print '(a, 3f12.6)', 'r(2,2,1), r(9,7,3), rb(3,2,2):', r(2, 2, 1), r(9, 7, 3), rb(3, 2, 2)
end program kernels_3d_assumed_shape
