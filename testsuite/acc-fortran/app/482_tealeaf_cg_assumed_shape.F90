! App (TeaLeaf-shaped): a CG solver on a 5-point operator; module allocatables with halo
! lower bounds allocated in an init routine and entered with `enter data create`, kernels
! in subroutines taking assumed-shape dummies with lower bounds (`u(x_min-h:, y_min-h:)`)
! under `present`, `kernels` + `loop independent` with `+` reductions, the runtime routines
! `acc_copyin`/`acc_update_self`/`acc_delete` and `acc_get_num_devices` under `#ifdef
! _OPENACC`, a private automatic (run-time length) work array in a gang loop, and
! `system_clock` timing.
! remark: data: present(u[0:*]) copyout(avg[0:*]) copy(u) attach(u[*:*])
! expect-exit: 0
! expect-stdout:
! | devices T
! | iterations  18 T
! | avg    1.00776327    1.16020072    1.00351234
! | total    463.19844514
! | probe   7.0   7.0
! | clock T
module tea_data
  implicit none
  integer, parameter :: halo = 2
  integer :: x_min, x_max, y_min, y_max
  real(8), allocatable :: u(:,:), u0(:,:), r(:,:), p(:,:), w(:,:), kx(:,:), ky(:,:)
contains
  subroutine tea_allocate(nx, ny)
    integer, intent(in) :: nx, ny
    x_min = 1; x_max = nx; y_min = 1; y_max = ny
    allocate(u(1-halo:nx+halo, 1-halo:ny+halo), u0(1-halo:nx+halo, 1-halo:ny+halo))
    allocate(r(1-halo:nx+halo, 1-halo:ny+halo), p(1-halo:nx+halo, 1-halo:ny+halo))
    allocate(w(1-halo:nx+halo, 1-halo:ny+halo))
    allocate(kx(1-halo:nx+halo, 1-halo:ny+halo), ky(1-halo:nx+halo, 1-halo:ny+halo))
    !$acc enter data create(u, u0, r, p, w, kx, ky)
  end subroutine
  subroutine tea_free()
    !$acc exit data delete(u, u0, r, p, w, kx, ky)
    deallocate(u, u0, r, p, w, kx, ky)
  end subroutine
end module tea_data

module tea_kernels
  implicit none
contains
  subroutine init_fields(x_min, x_max, y_min, y_max, h, u, u0, kx, ky, rx, ry)
    integer, intent(in) :: x_min, x_max, y_min, y_max, h
    real(8), intent(inout) :: u(x_min-h:, y_min-h:), u0(x_min-h:, y_min-h:)
    real(8), intent(inout) :: kx(x_min-h:, y_min-h:), ky(x_min-h:, y_min-h:)
    real(8), intent(in) :: rx, ry
    integer :: j, k
    !$acc kernels present(u, u0, kx, ky)
    !$acc loop independent
    do k = y_min - h, y_max + h
      !$acc loop independent
      do j = x_min - h, x_max + h
        u0(j, k) = 1.0d0 + 0.5d0 * exp(-0.05d0 * ((j - 12)**2 + (k - 9)**2))
        u(j, k) = u0(j, k)
        kx(j, k) = rx * (1.0d0 + 0.1d0 * mod(j + k, 3))
        ky(j, k) = ry * (1.0d0 + 0.1d0 * mod(j * k, 4))
      end do
    end do
    !$acc end kernels
  end subroutine

  subroutine smvp(x_min, x_max, y_min, y_max, h, kx, ky, v, res)
    integer, intent(in) :: x_min, x_max, y_min, y_max, h
    real(8), intent(in) :: kx(x_min-h:, y_min-h:), ky(x_min-h:, y_min-h:), v(x_min-h:, y_min-h:)
    real(8), intent(inout) :: res(x_min-h:, y_min-h:)
    integer :: j, k
    !$acc kernels present(kx, ky, v, res)
    !$acc loop independent
    do k = y_min, y_max
      !$acc loop independent
      do j = x_min, x_max
        res(j, k) = (1.0d0 + (ky(j, k+1) + ky(j, k)) + (kx(j+1, k) + kx(j, k))) * v(j, k) &
                  - (ky(j, k+1) * v(j, k+1) + ky(j, k) * v(j, k-1)) &
                  - (kx(j+1, k) * v(j+1, k) + kx(j, k) * v(j-1, k))
      end do
    end do
    !$acc end kernels
  end subroutine

  subroutine cg_init(x_min, x_max, y_min, y_max, h, u, u0, kx, ky, w, r, p, rro)
    integer, intent(in) :: x_min, x_max, y_min, y_max, h
    real(8), dimension(x_min-h:, y_min-h:), intent(inout) :: u, u0, kx, ky, w, r, p
    real(8), intent(out) :: rro
    integer :: j, k
    call smvp(x_min, x_max, y_min, y_max, h, kx, ky, u, w)
    rro = 0
    !$acc kernels present(u0, w, r, p)
    !$acc loop independent reduction(+:rro)
    do k = y_min, y_max
      !$acc loop independent reduction(+:rro)
      do j = x_min, x_max
        r(j, k) = u0(j, k) - w(j, k)
        p(j, k) = r(j, k)
        rro = rro + r(j, k) * p(j, k)
      end do
    end do
    !$acc end kernels
  end subroutine

  subroutine cg_calc_w(x_min, x_max, y_min, y_max, h, kx, ky, p, w, pw)
    integer, intent(in) :: x_min, x_max, y_min, y_max, h
    real(8), dimension(x_min-h:, y_min-h:), intent(inout) :: kx, ky, p, w
    real(8), intent(out) :: pw
    integer :: j, k
    call smvp(x_min, x_max, y_min, y_max, h, kx, ky, p, w)
    pw = 0
    !$acc parallel loop collapse(2) present(p, w) reduction(+:pw)
    do k = y_min, y_max
      do j = x_min, x_max
        pw = pw + w(j, k) * p(j, k)
      end do
    end do
  end subroutine

  subroutine cg_calc_ur(x_min, x_max, y_min, y_max, h, alpha, u, p, r, w, rrn)
    integer, intent(in) :: x_min, x_max, y_min, y_max, h
    real(8), intent(in) :: alpha
    real(8), dimension(x_min-h:, y_min-h:), intent(inout) :: u, p, r, w
    real(8), intent(out) :: rrn
    integer :: j, k
    rrn = 0
    !$acc kernels present(u, p, r, w)
    !$acc loop independent reduction(+:rrn)
    do k = y_min, y_max
      !$acc loop independent reduction(+:rrn)
      do j = x_min, x_max
        u(j, k) = u(j, k) + alpha * p(j, k)
        r(j, k) = r(j, k) - alpha * w(j, k)
        rrn = rrn + r(j, k) * r(j, k)
      end do
    end do
    !$acc end kernels
  end subroutine

  subroutine cg_calc_p(x_min, x_max, y_min, y_max, h, beta, p, r)
    integer, intent(in) :: x_min, x_max, y_min, y_max, h
    real(8), intent(in) :: beta
    real(8), dimension(x_min-h:, y_min-h:), intent(inout) :: p, r
    integer :: j, k
    !$acc kernels present(p, r)
    !$acc loop independent collapse(2)
    do k = y_min, y_max
      do j = x_min, x_max
        p(j, k) = r(j, k) + beta * p(j, k)
      end do
    end do
    !$acc end kernels
  end subroutine

  ! Row smoothing with a work row of run-time length, private to each gang.
  subroutine row_average(x_min, x_max, y_min, y_max, h, u, avg)
    integer, intent(in) :: x_min, x_max, y_min, y_max, h
    real(8), intent(in) :: u(x_min-h:, y_min-h:)
    real(8), intent(out) :: avg(y_min:y_max)
    real(8) :: row(x_min:x_max)
    integer :: j, k
    !$acc parallel loop gang present(u) copyout(avg) private(row)
    do k = y_min, y_max
      !$acc loop vector
      do j = x_min, x_max
        row(j) = 0.25d0 * (u(j-1, k) + 2 * u(j, k) + u(j+1, k))
      end do
      avg(k) = 0
      !$acc loop seq
      do j = x_min, x_max
        avg(k) = avg(k) + row(j)
      end do
      avg(k) = avg(k) / (x_max - x_min + 1)
    end do
  end subroutine
end module tea_kernels

program tea_leaf_mini
  use tea_data
  use tea_kernels
#ifdef _OPENACC
  use openacc
#endif
  implicit none
  real(8) :: rro, rrn, pw, alpha, beta, err0, total
  real(8), allocatable :: avg(:), probe(:)
  integer :: it, ndev
  integer(8) :: t0, t1, rate
  call system_clock(t0, rate)
  call tea_allocate(24, 18)
  ndev = 1
#ifdef _OPENACC
  ndev = acc_get_num_devices(acc_device_host) + acc_get_num_devices(acc_device_not_host)
#endif
  print '(a,l2)', 'devices', ndev >= 1
  call init_fields(x_min, x_max, y_min, y_max, halo, u, u0, kx, ky, 0.2d0, 0.3d0)
  !$acc kernels present(r, p, w)
  r = 0; p = 0; w = 0
  !$acc end kernels
  call cg_init(x_min, x_max, y_min, y_max, halo, u, u0, kx, ky, w, r, p, rro)
  err0 = sqrt(rro)
  do it = 1, 30
    call cg_calc_w(x_min, x_max, y_min, y_max, halo, kx, ky, p, w, pw)
    alpha = rro / pw
    call cg_calc_ur(x_min, x_max, y_min, y_max, halo, alpha, u, p, r, w, rrn)
    beta = rrn / rro
    call cg_calc_p(x_min, x_max, y_min, y_max, halo, beta, p, r)
    rro = rrn
    if (sqrt(rrn) < 1.d-10 * err0) exit
  end do
  print '(a,i4,l2)', 'iterations', it, sqrt(rrn) < 1.d-10 * err0
  allocate(avg(y_min:y_max))
  call row_average(x_min, x_max, y_min, y_max, halo, u, avg)
  print '(a,3f14.8)', 'avg', avg(1), avg(9), avg(18)
  !$acc update self(u(x_min:x_max, y_min:y_max))
  total = sum(u(x_min:x_max, y_min:y_max))
  print '(a,f16.8)', 'total', total
  allocate(probe(100))
  probe = 3
#ifdef _OPENACC
  call acc_copyin(probe)
#endif
  !$acc kernels present(probe)
  probe(:) = probe(:) * 2 + 1
  !$acc end kernels
#ifdef _OPENACC
  call acc_update_self(probe(1:50))
#endif
  print '(a,2f6.1)', 'probe', probe(1), probe(50)
#ifdef _OPENACC
  call acc_delete(probe)
#endif
  call tea_free()
  call system_clock(t1)
  print '(a,l2)', 'clock', t1 >= t0
end program tea_leaf_mini
