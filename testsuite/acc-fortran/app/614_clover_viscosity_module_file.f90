! Applications: CloverLeaf's viscosity kernel module compiled on its own
! (helpers/clover_viscosity_m.f90, as UK-MAC/CloverLeaf_OpenACC's Makefile builds each
! file) and used here. The procedure's last declaration `REAL(KIND=8) :: ugrad, … &`
! continues on a line starting with a comma; the module file kept only the statement's
! first line (a statement's span covers its first line), so reading it back failed with
! "this module has no 'end module' statement" and the USE could not be compiled.
! link-with-acc: helpers/clover_viscosity_m.f90
! expect-exit: 0
! expect-stdout:
! |  viscosity sum       16.3358711223 max        0.0926745150
program clover_viscosity
  use clover_viscosity_m
  implicit none
  integer, parameter :: nx = 16, ny = 12
  real(8), allocatable :: celldx(:), celldy(:), density0(:,:), pressure(:,:), visc(:,:)
  real(8), allocatable :: xvel0(:,:), yvel0(:,:)
  integer :: j, k
  allocate(celldx(-1:nx+2), celldy(-1:ny+2))
  allocate(density0(-1:nx+2,-1:ny+2), pressure(-1:nx+2,-1:ny+2), visc(-1:nx+2,-1:ny+2))
  allocate(xvel0(-1:nx+3,-1:ny+3), yvel0(-1:nx+3,-1:ny+3))
  celldx = 0.5d0; celldy = 0.25d0
  do k = -1, ny+2
    do j = -1, nx+2
      density0(j,k) = 1.0d0 + 0.01d0*j
      pressure(j,k) = 2.0d0 - 0.05d0*j + 0.02d0*k*k
    end do
  end do
  do k = -1, ny+3
    do j = -1, nx+3
      xvel0(j,k) = -0.1d0*j + 0.01d0*k
      yvel0(j,k) = 0.02d0*j - 0.2d0*k
    end do
  end do
  visc = -1.0d0
!$acc data copyin(celldx, celldy, density0, pressure, xvel0, yvel0) copy(visc)
  call viscosity_kernel(1, nx, 1, ny, celldx, celldy, density0, pressure, visc, xvel0, yvel0)
!$acc end data
  write(*, '(a,f20.10,a,f20.10)') ' viscosity sum', sum(visc(1:nx,1:ny)), ' max', &
    maxval(visc(1:nx,1:ny))
end program clover_viscosity
