! Application style, a benchmark written on a machine with two GPUs (after a GFDL offload
! test): external subroutines with implicitly typed loop indices, `include 'omp_lib.h'`,
! `!$` sentinel lines, `target parallel do collapse(2)` with `device(1)` and an explicit-shape
! section map, and an external subroutine called from the region without `declare target`.
! Device 1 names no device here: the constructs run on the host (OpenMP 5.0 §2.12.5: a
! device that is not available falls back to the host unless OMP_TARGET_OFFLOAD=mandatory),
! where oxacc stopped with "device number 1 does not exist".
! expect-exit: 0
! expect-stdout:
! | ndev ok T
! | sweep      0.000657434104747    0.000062279097734
! | subij      0.000657434104747    0.000062279097734
! | squared    0.000657434104747    0.000003979100939
! | enter/update ok T
program test_omp
  implicit none
  include 'omp_lib.h'
  integer, parameter :: m=1000, n=100, iter_max=200
  integer :: j, ndev
  real*8, parameter :: pi=2.0*asin(1.0)
  real*8, dimension(:,:), allocatable :: A, A2
  real*8, dimension(:), allocatable :: y0
  real*8 :: sum0, run_time

  ndev = 0
!$ ndev = omp_get_num_devices()
  write(*,'(a,l2)') 'ndev ok', ndev >= 0
  allocate(A(0:m-1,0:n-1), y0(0:n-1), A2(0:m-1,0:n-1))
  A = 0.0
  y0 = sin(pi * (/ (j, j=0,n-1) /) / (n-1))
  A(0,:) = y0(:)
  A(m-1,:) = y0(:) * exp(-pi)
  sum0 = sum(A) / n / m

  A2(:,:) = A(:,:)
!$ run_time = omp_get_wtime()
  call bench_gpu(iter_max, m, n, A2)
!$ run_time = omp_get_wtime() - run_time
  write(*,'(a,f21.15,f21.15)') 'sweep  ', sum0, sum(A2)/n/m

  A2(:,:) = A(:,:)
  call bench_gpu_subij(iter_max, m, n, A2)
  write(*,'(a,f21.15,f21.15)') 'subij  ', sum0, sum(A2)/n/m

  A2(:,:) = A(:,:)
  call bench1_gpu(iter_max, m, n, A2)
  write(*,'(a,f21.15,f21.15)') 'squared', sum0, sum(A2)/n/m

  call enter_update(m, n, A2)
  deallocate(A, y0, A2)
end program test_omp

subroutine bench_gpu(iter_max, m, n, A)
  integer, intent(in) :: iter_max, m, n
  real*8, dimension(0:m-1,0:n-1), intent(inout) :: A
  integer :: iter
!$omp target parallel do collapse(2) map(tofrom: A(0:m-1,0:n-1)) private(iter) device(1)
  do j=0,n-1;do i=0,m-1
     iter=0
     do while (iter < iter_max)
        A(i,j) = A(i,j)*(A(i,j)-1.0)
        iter = iter+1
     enddo
  enddo; enddo
end subroutine bench_gpu

subroutine bench_gpu_subij(iter_max, m, n, A)
  integer, intent(in) :: iter_max, m, n
  real*8, dimension(0:m-1,0:n-1), intent(inout) :: A
!$omp target parallel do collapse(2) map(tofrom: A(0:m-1,0:n-1)) device(1)
  do j=0,n-1;do i=0,m-1
     call sub1ij(A(i,j),iter_max)
  enddo; enddo
end subroutine bench_gpu_subij

subroutine sub1ij(x,itermax)
  real*8, intent(inout) :: x
  integer, intent(in) :: itermax
  integer :: iter
  iter=0
  do while (iter < itermax)
     x = x*(x-1.0)
     iter = iter+1
  enddo
end subroutine sub1ij

subroutine bench1_gpu(iter_max, m, n, A)
  integer, intent(in) :: iter_max, m, n
  real*8, dimension(0:m-1,0:n-1), intent(inout) :: A
  integer :: iter
!$omp target teams distribute parallel do collapse(2) map(tofrom: A) private(iter) device(7)
  do j=0,n-1;do i=0,m-1
     iter=0
     do while (iter < iter_max)
        A(i,j) = A(i,j)*(A(i,j)-1.0)**2
        iter = iter+1
     enddo
  enddo; enddo
end subroutine bench1_gpu

! The data constructs take the same device number: all of them run on the host.
subroutine enter_update(m, n, A)
  integer, intent(in) :: m, n
  real*8, intent(inout) :: A(0:m-1,0:n-1)
  real*8 :: s
!$omp target enter data map(to: A) device(1)
  A(0,0) = 5.0d0
!$omp target update to(A(0:0,0:0)) device(1)
  s = 0.0d0
!$omp target map(tofrom: s) device(1)
  s = A(0,0) + A(1,0)
!$omp end target
!$omp target exit data map(delete: A) device(1)
  write(*,'(a,l2)') 'enter/update ok', abs(s - 5.0d0) < 1.0d-12
end subroutine enter_update
