! App (POT3D-shaped): a 3-D Laplace solve (Jacobi with a PCG-like residual) on module
! allocatables allocated and entered (`enter data copyin`/`create`) in an init routine,
! `parallel loop collapse(3) default(present) async(1)` sweeps and `wait(1)`, a max residual
! through `collapse(3) reduction(max:)`, boundary faces as array sections in `update self`
! (`phi(:, :, 1)`) and array syntax in `kernels`, `acc_async_test`, a derived type holding
! field arrays (`type(field_t) :: b; b%br(:,:)`) entered member by member, internal
! procedures after `contains` of the main program, and `omp_get_wtime` through omp_lib.
! remark: kernels: region split into 4 kernels launched in order
! expect-exit: 0
! expect-stdout:
! | it  20  1.0178E-01
! | it  40  6.9097E-02
! | it  60  4.9550E-02
! | idle T
! | faces  -3.4566794E+00  -4.0625328E+00  -1.0396444E+01
! | flux  -4.6211454E+01
! | total  -6.8723462E+01
! | time T
module mesh
  implicit none
  integer, parameter :: r_typ = kind(1.d0)
  integer :: nr, nt, np
  real(r_typ), allocatable :: phi(:,:,:), phin(:,:,:), rhs(:,:,:)
  real(r_typ), allocatable :: dr(:), dt(:), dp(:)
  type field_t
    real(r_typ), allocatable :: br(:,:), bt(:,:)
    integer :: n1 = 0, n2 = 0
  end type
  type(field_t) :: bnd
contains
  subroutine mesh_init(n1, n2, n3)
    integer, intent(in) :: n1, n2, n3
    integer :: i, j, k
    nr = n1; nt = n2; np = n3
    allocate(phi(0:nr+1, 0:nt+1, 0:np+1), phin(0:nr+1, 0:nt+1, 0:np+1), rhs(nr, nt, np))
    allocate(dr(0:nr+1), dt(0:nt+1), dp(0:np+1))
    do i = 0, nr + 1
      dr(i) = 1.0_r_typ + 0.01_r_typ * i
    end do
    dt = 1.0_r_typ
    dp = 1.0_r_typ
    phi = 0
    do k = 1, np
      do j = 1, nt
        do i = 1, nr
          rhs(i, j, k) = sin(0.3_r_typ * i) * cos(0.2_r_typ * j) * sin(0.25_r_typ * k + 0.1_r_typ)
        end do
      end do
    end do
    bnd%n1 = nt; bnd%n2 = np
    allocate(bnd%br(0:nt+1, 0:np+1), bnd%bt(nt, np))
    bnd%br = 0
    do k = 1, np
      do j = 1, nt
        bnd%br(j, k) = 0.5_r_typ * cos(0.1_r_typ * (j - k))
      end do
    end do
    bnd%bt = 0
!$acc enter data copyin(phi, rhs, dr, dt, dp) create(phin)
!$acc enter data copyin(bnd)
!$acc enter data copyin(bnd%br, bnd%bt)
  end subroutine
end module mesh

module solver
  use mesh
  implicit none
contains
  subroutine set_bc(x)
    real(r_typ), intent(inout) :: x(0:, 0:, 0:)
    integer :: j, k
!$acc parallel loop collapse(2) default(present) async(1)
    do k = 1, np
      do j = 1, nt
        x(0, j, k) = bnd%br(j, k)
        x(nr+1, j, k) = x(nr, j, k)
      end do
    end do
!$acc kernels default(present) async(1)
    x(:, 0, :) = x(:, 1, :)
    x(:, nt+1, :) = x(:, nt, :)
    x(:, :, 0) = x(:, :, np)
    x(:, :, np+1) = x(:, :, 1)
!$acc end kernels
  end subroutine

  subroutine sweep(x, xn, resmax)
    real(r_typ), intent(inout) :: x(0:, 0:, 0:), xn(0:, 0:, 0:)
    real(r_typ), intent(out) :: resmax
    integer :: i, j, k
    real(r_typ) :: a, res
    resmax = 0
!$acc parallel loop collapse(3) default(present) private(a, res) async(1)
    do k = 1, np
      do j = 1, nt
        do i = 1, nr
          a = 2 / dr(i)**2 + 2 / dt(j)**2 + 2 / dp(k)**2
          res = (x(i+1, j, k) + x(i-1, j, k)) / dr(i)**2 + (x(i, j+1, k) + x(i, j-1, k)) / dt(j)**2 &
              + (x(i, j, k+1) + x(i, j, k-1)) / dp(k)**2 - a * x(i, j, k) - rhs(i, j, k)
          xn(i, j, k) = x(i, j, k) + 0.9_r_typ * res / a
        end do
      end do
    end do
!$acc parallel loop collapse(3) default(present) reduction(max:resmax) async(1)
    do k = 1, np
      do j = 1, nt
        do i = 1, nr
          resmax = max(resmax, abs(xn(i, j, k) - x(i, j, k)))
          x(i, j, k) = xn(i, j, k)
        end do
      end do
    end do
!$acc wait(1)
  end subroutine
end module solver

program pot3d_mini
  use mesh
  use solver
#ifdef _OPENACC
  use openacc
  use omp_lib
#endif
  implicit none
  integer :: it
  real(r_typ) :: resmax, face(3), t0, t1, flux
  logical :: idle
  t0 = 0; t1 = 0
#ifdef _OPENACC
  t0 = omp_get_wtime()
#endif
  call mesh_init(16, 12, 10)
  do it = 1, 60
    call set_bc(phi)
    call sweep(phi, phin, resmax)
    if (mod(it, 20) == 0) print '(a,i4,es12.4)', 'it', it, resmax
  end do
  idle = .true.
#ifdef _OPENACC
  idle = acc_async_test(1)
#endif
  print '(a,l2)', 'idle', idle
!$acc update self(phi(:, :, 1))
!$acc update self(phi(:, :, np))
!$acc update self(phi(nr/2, nt/2, :))
  face(1) = sum(phi(1:nr, 1:nt, 1))
  face(2) = sum(phi(1:nr, 1:nt, np))
  face(3) = sum(phi(nr/2, nt/2, 1:np))
  print '(a,3es16.7)', 'faces', face
  call boundary_flux(flux)
  print '(a,es16.7)', 'flux', flux
!$acc exit data copyout(phi) delete(phin, rhs, dr, dt, dp)
  print '(a,es16.7)', 'total', sum(phi(1:nr, 1:nt, 1:np))
#ifdef _OPENACC
  t1 = omp_get_wtime()
#endif
  print '(a,l2)', 'time', t1 >= t0
contains
  subroutine boundary_flux(f)
    real(r_typ), intent(out) :: f
    integer :: j, k
    f = 0
!$acc parallel loop collapse(2) present(bnd, phi) reduction(+:f)
    do k = 1, np
      do j = 1, nt
        bnd%bt(j, k) = (phi(1, j, k) - phi(0, j, k)) / dr(0)
        f = f + bnd%bt(j, k)
      end do
    end do
!$acc update self(bnd%bt)
    f = f + 0 * sum(bnd%bt)
  end subroutine
end program pot3d_mini
