! Applications: a D2Q9 lattice-Boltzmann collision in `kernels`, written as
! andreamontessori/Openacc_LB writes it: the outer loop's `loop private(...)` names the
! temporaries, the inner loop's adds the macroscopic `rho, u, v` (main-program variables),
! populations f0..f8 allocatable with a halo and a flip-flop third dimension, a `data copy`
! of them and of the two flip-flop indices, `update device` of the indices every step. The
! outer loop was judged sequential ("rho is written at the same place in every iteration"):
! the inner loop's private clause was not seen by the dependence test, so the whole
! collision ran in one GPU thread. A variable private to the inner loop but also written
! outside it (`mass` below) still keeps its loop sequential.
! remark: loop at 51:9 is parallelizable
! remark: loop at 100:9 not parallelized
! expect-exit: 0
! expect-stdout:
! | rho     1.00000 u   0.00000 v   0.00299
! | rho     1.00000 u   0.00000 v   0.00299
! | rho     1.00000 u   0.00000 v   0.00298
! | last mass      9.0000
program lb_kernels_inner_private
  implicit none
  integer, parameter :: db = 4
  integer(kind=8) :: i, j, nsp, nsk, dumm, nx, ny, step
  real(kind=db) :: uu, udotc, omega, feq, cssq, fy, temp, dummy, rho, u, v, mass
  integer(kind=4), allocatable, dimension(:,:) :: isfluid
  real(kind=db), allocatable, dimension(:) :: p
  real(kind=db), allocatable, dimension(:,:,:) :: f0, f1, f2, f3, f4, f5, f6, f7, f8

  nx = 24
  ny = 40
  cssq = 1.0_db/3.0_db
  omega = 1.0_db/1.5_db
  fy = 1.0e-4_db
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
  f0 = p(0); f1 = p(1); f2 = p(2); f3 = p(3); f4 = p(4)
  f5 = p(5); f6 = p(6); f7 = p(7); f8 = p(8)
  nsp = 1
  nsk = 2

  !$acc data copy(p,f0,f1,f2,f3,f4,f5,f6,f7,f8,isfluid,nsp,nsk)
  do step = 1, 30
    !$acc update device(nsp,nsk)
    !$acc kernels present(f0,f1,f2,f3,f4,f5,f6,f7,f8)
        !$acc loop private(uu,temp,udotc,feq,dummy)
        do j = 1, ny
          !$acc loop private(rho,u,v,uu,temp,udotc,feq,dummy)
          do i = 1, nx
            if (isfluid(i,j) .eq. 1) then
              rho = f0(i,j,nsp) + f1(i,j,nsp) + f2(i,j,nsp) + f3(i,j,nsp) + f4(i,j,nsp) &
                  + f5(i,j,nsp) + f6(i,j,nsp) + f7(i,j,nsp) + f8(i,j,nsp)
              u = f1(i,j,nsp) + f5(i,j,nsp) + f8(i,j,nsp) - f3(i,j,nsp) - f6(i,j,nsp) - f7(i,j,nsp)
              v = f5(i,j,nsp) + f2(i,j,nsp) + f6(i,j,nsp) - f7(i,j,nsp) - f4(i,j,nsp) - f8(i,j,nsp)
              uu = 0.5_db*(u*u + v*v)/cssq
              feq = p(0)*(rho - uu)
              f0(i,j,nsp) = f0(i,j,nsp) + omega*(feq - f0(i,j,nsp))
              udotc = u/cssq
              temp = -uu + 0.5_db*udotc*udotc
              feq = p(1)*(rho + (temp + udotc))
              f1(i,j,nsp) = f1(i,j,nsp) + omega*(feq - f1(i,j,nsp))
              feq = p(3)*(rho + (temp - udotc))
              f3(i,j,nsp) = f3(i,j,nsp) + omega*(feq - f3(i,j,nsp))
              udotc = v/cssq
              temp = -uu + 0.5_db*udotc*udotc
              feq = p(2)*(rho + (temp + udotc))
              f2(i,j,nsp) = f2(i,j,nsp) + omega*(feq - f2(i,j,nsp)) + fy*p(2)/cssq
              feq = p(4)*(rho + (temp - udotc))
              f4(i,j,nsp) = f4(i,j,nsp) + omega*(feq - f4(i,j,nsp)) - fy*p(4)/cssq
              udotc = (u + v)/cssq
              temp = -uu + 0.5_db*udotc*udotc
              feq = p(5)*(rho + (temp + udotc))
              f5(i,j,nsp) = f5(i,j,nsp) + omega*(feq - f5(i,j,nsp)) + fy*p(5)/cssq
              feq = p(7)*(rho + (temp - udotc))
              f7(i,j,nsp) = f7(i,j,nsp) + omega*(feq - f7(i,j,nsp)) - fy*p(7)/cssq
              udotc = (-u + v)/cssq
              temp = -uu + 0.5_db*udotc*udotc
              feq = p(6)*(rho + (temp + udotc))
              f6(i,j,nsp) = f6(i,j,nsp) + omega*(feq - f6(i,j,nsp)) + fy*p(6)/cssq
              feq = p(8)*(rho + (temp - udotc))
              f8(i,j,nsp) = f8(i,j,nsp) + omega*(feq - f8(i,j,nsp)) - fy*p(8)/cssq
            else
              dummy = f1(i,j,nsp); f1(i,j,nsp) = f3(i,j,nsp); f3(i,j,nsp) = dummy
              dummy = f2(i,j,nsp); f2(i,j,nsp) = f4(i,j,nsp); f4(i,j,nsp) = dummy
              dummy = f5(i,j,nsp); f5(i,j,nsp) = f7(i,j,nsp); f7(i,j,nsp) = dummy
              dummy = f6(i,j,nsp); f6(i,j,nsp) = f8(i,j,nsp); f8(i,j,nsp) = dummy
            end if
          end do
        end do
    !$acc end kernels
    if (step == 30) then
      ! The last column's mass: `mass` is private to the inner loop but also written after
      ! it, in the outer loop's body, so the outer loop carries it.
      !$acc kernels copyout(mass)
        !$acc loop
        do j = 1, ny
          !$acc loop private(mass)
          do i = 1, nx
            mass = f0(i,j,nsp)
          end do
          mass = f0(2,j,nsp) + f1(2,j,nsp) + f2(2,j,nsp) + f3(2,j,nsp) + f4(2,j,nsp) &
               + f5(2,j,nsp) + f6(2,j,nsp) + f7(2,j,nsp) + f8(2,j,nsp) + real(j, db)*0.2_db
        end do
      !$acc end kernels
    end if
    ! periodic along y, then streaming
    !$acc kernels
    f0(2:nx-1,0,nsp) = f0(2:nx-1,ny,nsp); f0(2:nx-1,ny+1,nsp) = f0(2:nx-1,1,nsp)
    f2(2:nx-1,0,nsp) = f2(2:nx-1,ny,nsp); f2(2:nx-1,ny+1,nsp) = f2(2:nx-1,1,nsp)
    f4(2:nx-1,0,nsp) = f4(2:nx-1,ny,nsp); f4(2:nx-1,ny+1,nsp) = f4(2:nx-1,1,nsp)
    f5(2:nx-1,0,nsp) = f5(2:nx-1,ny,nsp); f5(2:nx-1,ny+1,nsp) = f5(2:nx-1,1,nsp)
    f6(2:nx-1,0,nsp) = f6(2:nx-1,ny,nsp); f6(2:nx-1,ny+1,nsp) = f6(2:nx-1,1,nsp)
    f7(2:nx-1,0,nsp) = f7(2:nx-1,ny,nsp); f7(2:nx-1,ny+1,nsp) = f7(2:nx-1,1,nsp)
    f8(2:nx-1,0,nsp) = f8(2:nx-1,ny,nsp); f8(2:nx-1,ny+1,nsp) = f8(2:nx-1,1,nsp)
    !$acc end kernels
    !$acc kernels present(f0,f1,f2,f3,f4,f5,f6,f7,f8)
    !$acc loop independent collapse(2)
    do j = 1, ny
      do i = 2, nx-1
        f0(i,j,nsk) = f0(i,j,nsp)
        f1(i,j,nsk) = f1(i-1,j,nsp)
        f3(i,j,nsk) = f3(i+1,j,nsp)
        f2(i,j,nsk) = f2(i,j-1,nsp)
        f4(i,j,nsk) = f4(i,j+1,nsp)
        f5(i,j,nsk) = f5(i-1,j-1,nsp)
        f6(i,j,nsk) = f6(i+1,j-1,nsp)
        f7(i,j,nsk) = f7(i+1,j+1,nsp)
        f8(i,j,nsk) = f8(i-1,j+1,nsp)
      end do
    end do
    !$acc end kernels
    dumm = nsp
    nsp = nsk
    nsk = dumm
    !$acc update device(nsp,nsk)
  end do
  !$acc update host(f0,f1,f2,f3,f4,f5,f6,f7,f8)
  !$acc end data
  do i = nx/2, nx/2 + 2
    rho = f0(i,ny/2,nsp) + f1(i,ny/2,nsp) + f2(i,ny/2,nsp) + f3(i,ny/2,nsp) + f4(i,ny/2,nsp) &
        + f5(i,ny/2,nsp) + f6(i,ny/2,nsp) + f7(i,ny/2,nsp) + f8(i,ny/2,nsp)
    u = f1(i,ny/2,nsp) + f5(i,ny/2,nsp) + f8(i,ny/2,nsp) - f3(i,ny/2,nsp) - f6(i,ny/2,nsp) - f7(i,ny/2,nsp)
    v = f5(i,ny/2,nsp) + f2(i,ny/2,nsp) + f6(i,ny/2,nsp) - f7(i,ny/2,nsp) - f4(i,ny/2,nsp) - f8(i,ny/2,nsp)
    print '(a, f12.5, a, f10.5, a, f10.5)', 'rho', rho, ' u', u, ' v', v
  end do
  print '(a, f12.4)', 'last mass', mass
end program
