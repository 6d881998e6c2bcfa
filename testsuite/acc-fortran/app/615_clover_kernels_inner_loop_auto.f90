! Applications: CloverLeaf-style `kernels` regions whose inner loop carries a bare `!$acc
! loop` (no seq, no independent). OpenACC 3.3 §2.9.7 makes such a loop `auto` in a kernels
! region, nested or not: the compiler decides. It stayed sequential inside each thread of
! the outer loop, so on a GPU each thread walked a column and neighbouring threads touched
! addresses a column apart; now the dependence test makes it parallel when its iterations
! are independent (the first two nests) and keeps it sequential when one iteration reads
! what the previous one wrote (the running sum along j, the third).
! remark: kernels: loop at 36:1 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 46:1 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 53:1 not parallelized: prefix is written at one index and read at another
! expect-exit: 0
! expect-stdout:
! |  xvel1 sum   80.0730000000 yvel1(3,4)    0.1800000000
! |  prefix(40,7)  550.0000000000 prefix(1,30)   15.5000000000
! |  total 362836.7053400000
module accel_fields
  implicit none
  real(8), allocatable :: xvel0(:,:), xvel1(:,:), yvel0(:,:), yvel1(:,:), pressure(:,:)
  real(8), allocatable :: prefix(:,:)
end module accel_fields

module accel_kernels
contains
  subroutine accelerate_like(x_min, x_max, y_min, y_max, dt, xvel0, yvel0, xvel1, yvel1, &
                             pressure, prefix)
    implicit none
    integer :: x_min, x_max, y_min, y_max, j, k
    real(8) :: dt
    real(8), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: xvel0, yvel0, xvel1, yvel1
    real(8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: pressure
    real(8), dimension(x_min:x_max, y_min:y_max) :: prefix
!$acc data present(xvel0, yvel0, xvel1, yvel1, pressure, prefix)
!$acc kernels
!$acc loop independent
    do k = y_min, y_max+1
!$acc loop
      do j = x_min, x_max+1
        xvel1(j,k) = xvel0(j,k) - dt*(pressure(j,k) - pressure(j-1,k))
        yvel1(j,k) = yvel0(j,k) - dt*(pressure(j,k) - pressure(j,k-1))
      end do
    end do
!$acc end kernels
!$acc kernels
!$acc loop independent
    do k = y_min, y_max
!$acc loop
      do j = x_min, x_max
        prefix(j,k) = 0.5d0*(j + k)
      end do
    end do
!$acc loop independent
    do k = y_min, y_max
!$acc loop
      do j = x_min+1, x_max
        prefix(j,k) = prefix(j,k) + prefix(j-1,k)
      end do
    end do
!$acc end kernels
!$acc end data
  end subroutine accelerate_like
end module accel_kernels

program kernels_inner_auto
  use accel_fields
  use accel_kernels
  implicit none
  integer, parameter :: nx = 40, ny = 30
  integer :: j, k
  real(8) :: total
  allocate(xvel0(-1:nx+3,-1:ny+3), yvel0(-1:nx+3,-1:ny+3))
  allocate(xvel1(-1:nx+3,-1:ny+3), yvel1(-1:nx+3,-1:ny+3))
  allocate(pressure(-1:nx+2,-1:ny+2), prefix(1:nx,1:ny))
  do k = -1, ny+3
    do j = -1, nx+3
      xvel0(j,k) = 0.01d0*(j - k) + 0.003d0*j
      yvel0(j,k) = 0.02d0*k
    end do
  end do
  do k = -1, ny+2
    do j = -1, nx+2
      pressure(j,k) = 1.0d0 + 0.1d0*j - 0.2d0*k
    end do
  end do
  xvel1 = 0; yvel1 = 0; prefix = 0
!$acc data copyin(xvel0, yvel0, pressure) copy(xvel1, yvel1, prefix)
  call accelerate_like(1, nx, 1, ny, 0.5d0, xvel0, yvel0, xvel1, yvel1, pressure, prefix)
!$acc end data
  write(*, '(a,f16.10,a,f16.10)') ' xvel1 sum', sum(xvel1), ' yvel1(3,4)', yvel1(3,4)
  write(*, '(a,f16.10,a,f16.10)') ' prefix(40,7)', prefix(40,7), ' prefix(1,30)', prefix(1,30)
  total = sum(prefix) - sum(xvel1*yvel1)
  write(*, '(a,f18.10)') ' total', total
end program kernels_inner_auto
