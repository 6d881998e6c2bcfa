! Applications: the fused collision-and-streaming step of andreamontessori/Openacc_LB
! (OpLB_flipflop_fused_2d): one `kernels` region of a `loop independent collapse(2)` nest
! that pushes post-collision populations to the neighbours in the other flip-flop buffer,
! then periodic halo copies as array assignments. `rho, u, v` (main-program variables) are
! in no clause: fluid cells set them before reading them, wall cells bounce back without
! them. They were shared by all iterations (implicit copy, §2.6.2), a race that changed the
! answer on the host back end's threads (and on a GPU); a scalar every read of which follows
! a store in the same iteration carries nothing between iterations, and nothing reads these
! after the region before setting them, so they are private to the loop's iterations.
! remark: rho, u, v privatized
! expect-exit: 0
! expect-stdout:
! | centre u  0.0000001 v  0.0001005 rho  1.0000004
! | wall   u  0.0000001 v  0.0000023 rho  1.0000001
program lb_fused
  implicit none
  integer, parameter :: db = 4
  integer(kind=8) :: i, j, nsp, nsk, dumm, nx, ny, step
  real(kind=db) :: uu, udotc, omega, feq, cssq, fy, temp, rho, u, v
  integer(kind=4), allocatable, dimension(:,:) :: isfluid
  real(kind=db), allocatable, dimension(:) :: p
  real(kind=db), allocatable, dimension(:,:,:) :: f0, f1, f2, f3, f4, f5, f6, f7, f8

  nx = 48
  ny = 40
  cssq = 1.0_db/3.0_db
  omega = 1.0_db
  fy = 1.0e-6_db
  allocate(p(0:8))
  allocate(f0(0:nx+1,0:ny+1,2), f1(0:nx+1,0:ny+1,2), f2(0:nx+1,0:ny+1,2))
  allocate(f3(0:nx+1,0:ny+1,2), f4(0:nx+1,0:ny+1,2), f5(0:nx+1,0:ny+1,2))
  allocate(f6(0:nx+1,0:ny+1,2), f7(0:nx+1,0:ny+1,2), f8(0:nx+1,0:ny+1,2))
  allocate(isfluid(1:nx,1:ny))
  p = (/4.0_db/9.0_db, 1.0_db/9.0_db, 1.0_db/9.0_db, 1.0_db/9.0_db, 1.0_db/9.0_db, &
        1.0_db/36.0_db, 1.0_db/36.0_db, 1.0_db/36.0_db, 1.0_db/36.0_db/)
  isfluid = 1
  isfluid(1,:) = 0
  isfluid(nx,:) = 0
  isfluid(:,1) = 0
  isfluid(:,ny) = 0
  f0 = 0; f1 = 0; f2 = 0; f3 = 0; f4 = 0; f5 = 0; f6 = 0; f7 = 0; f8 = 0
  f0(1:nx,1:ny,1:2) = p(0); f1(1:nx,1:ny,1:2) = p(1); f2(1:nx,1:ny,1:2) = p(2)
  f3(1:nx,1:ny,1:2) = p(3); f4(1:nx,1:ny,1:2) = p(4); f5(1:nx,1:ny,1:2) = p(5)
  f6(1:nx,1:ny,1:2) = p(6); f7(1:nx,1:ny,1:2) = p(7); f8(1:nx,1:ny,1:2) = p(8)
  rho = 1.0_db
  nsp = 1
  nsk = 2

  !$acc data copy(p,f0,f1,f2,f3,f4,f5,f6,f7,f8,isfluid) create(nsp,nsk)
  do step = 1, 100
    !$acc update device(nsp,nsk)
    !$acc kernels present(f0,f1,f2,f3,f4,f5,f6,f7,f8)
    !$acc loop independent collapse(2) private(uu,temp,udotc,feq)
    do j = 1, ny
      do i = 1, nx
        if (isfluid(i,j) .eq. 1) then
          rho = f0(i,j,nsp) + f1(i,j,nsp) + f2(i,j,nsp) + f3(i,j,nsp) + f4(i,j,nsp) &
              + f5(i,j,nsp) + f6(i,j,nsp) + f7(i,j,nsp) + f8(i,j,nsp)
          u = f1(i,j,nsp) + f5(i,j,nsp) + f8(i,j,nsp) - f3(i,j,nsp) - f6(i,j,nsp) - f7(i,j,nsp)
          v = f5(i,j,nsp) + f2(i,j,nsp) + f6(i,j,nsp) - f7(i,j,nsp) - f4(i,j,nsp) - f8(i,j,nsp)
          uu = 0.5_db*(u*u + v*v)/cssq
          feq = p(0)*(rho - uu)
          f0(i,j,nsk) = f0(i,j,nsp) + omega*(feq - f0(i,j,nsp))
          udotc = u/cssq
          temp = -uu + 0.5_db*udotc*udotc
          feq = p(1)*(rho + (temp + udotc))
          f1(i+1,j,nsk) = f1(i,j,nsp) + omega*(feq - f1(i,j,nsp))
          feq = p(3)*(rho + (temp - udotc))
          f3(i-1,j,nsk) = f3(i,j,nsp) + omega*(feq - f3(i,j,nsp))
          udotc = v/cssq
          temp = -uu + 0.5_db*udotc*udotc
          feq = p(2)*(rho + (temp + udotc))
          f2(i,j+1,nsk) = f2(i,j,nsp) + omega*(feq - f2(i,j,nsp)) + fy*p(2)/cssq
          feq = p(4)*(rho + (temp - udotc))
          f4(i,j-1,nsk) = f4(i,j,nsp) + omega*(feq - f4(i,j,nsp)) - fy*p(4)/cssq
          udotc = (u + v)/cssq
          temp = -uu + 0.5_db*udotc*udotc
          feq = p(5)*(rho + (temp + udotc))
          f5(i+1,j+1,nsk) = f5(i,j,nsp) + omega*(feq - f5(i,j,nsp)) + fy*p(5)/cssq
          feq = p(7)*(rho + (temp - udotc))
          f7(i-1,j-1,nsk) = f7(i,j,nsp) + omega*(feq - f7(i,j,nsp)) - fy*p(7)/cssq
          udotc = (-u + v)/cssq
          temp = -uu + 0.5_db*udotc*udotc
          feq = p(6)*(rho + (temp + udotc))
          f6(i-1,j+1,nsk) = f6(i,j,nsp) + omega*(feq - f6(i,j,nsp)) + fy*p(6)/cssq
          feq = p(8)*(rho + (temp - udotc))
          f8(i+1,j-1,nsk) = f8(i,j,nsp) + omega*(feq - f8(i,j,nsp)) - fy*p(8)/cssq
        else if (isfluid(i,j) .eq. 0) then
          f1(i+1,j,nsk) = f3(i,j,nsp)
          f3(i-1,j,nsk) = f1(i,j,nsp)
          f2(i,j+1,nsk) = f4(i,j,nsp)
          f4(i,j-1,nsk) = f2(i,j,nsp)
          f5(i+1,j+1,nsk) = f7(i,j,nsp)
          f7(i-1,j-1,nsk) = f5(i,j,nsp)
          f6(i-1,j+1,nsk) = f8(i,j,nsp)
          f8(i+1,j-1,nsk) = f6(i,j,nsp)
        end if
      end do
    end do
    f5(2:nx-1,2,nsk) = f5(2:nx-1,ny,nsk)
    f2(2:nx-1,2,nsk) = f2(2:nx-1,ny,nsk)
    f6(2:nx-1,2,nsk) = f6(2:nx-1,ny,nsk)
    f8(2:nx-1,ny-1,nsk) = f8(2:nx-1,1,nsk)
    f4(2:nx-1,ny-1,nsk) = f4(2:nx-1,1,nsk)
    f7(2:nx-1,ny-1,nsk) = f7(2:nx-1,1,nsk)
    !$acc end kernels
    dumm = nsp
    nsp = nsk
    nsk = dumm
  end do
  !$acc update host(f0,f1,f2,f3,f4,f5,f6,f7,f8)
  !$acc end data
  i = nx/2
  j = 1 + (ny-1)/2
  rho = f0(i,j,nsp) + f1(i,j,nsp) + f2(i,j,nsp) + f3(i,j,nsp) + f4(i,j,nsp) &
      + f5(i,j,nsp) + f6(i,j,nsp) + f7(i,j,nsp) + f8(i,j,nsp)
  u = f1(i,j,nsp) + f5(i,j,nsp) + f8(i,j,nsp) - f3(i,j,nsp) - f6(i,j,nsp) - f7(i,j,nsp)
  v = f5(i,j,nsp) + f2(i,j,nsp) + f6(i,j,nsp) - f7(i,j,nsp) - f4(i,j,nsp) - f8(i,j,nsp)
  print '(a, f10.7, a, f10.7, a, f10.7)', 'centre u ', abs(u), ' v ', v, ' rho ', rho
  i = 1
  rho = f0(i,j,nsp) + f1(i,j,nsp) + f2(i,j,nsp) + f3(i,j,nsp) + f4(i,j,nsp) &
      + f5(i,j,nsp) + f6(i,j,nsp) + f7(i,j,nsp) + f8(i,j,nsp)
  u = f1(i,j,nsp) + f5(i,j,nsp) + f8(i,j,nsp) - f3(i,j,nsp) - f6(i,j,nsp) - f7(i,j,nsp)
  v = f5(i,j,nsp) + f2(i,j,nsp) + f6(i,j,nsp) - f7(i,j,nsp) - f4(i,j,nsp) - f8(i,j,nsp)
  print '(a, f10.7, a, f10.7, a, f10.7)', 'wall   u ', abs(u), ' v ', abs(v), ' rho ', rho
end program
