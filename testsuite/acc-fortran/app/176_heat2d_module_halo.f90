! App: a 2-D heat solver the way codes are written: a module owns the allocatable fields
! (with halo rows, lower bound 0), an init routine maps them once (`enter data`), the step
! routine takes explicit-shape dummies with expression bounds `u(0:nx+1, 0:ny+1)` and works
! in `kernels` with `present` and no other data clause, the residual is a `reduction(max:)`,
! and the timing (system_clock) is measured but not printed.
! expect-exit: 0
! expect-stdout:
! | steps       = 200
! | residual    =   0.001112
! | u(nx/2,ny/2)=   0.130025
! | energy      = 243.393293
module heat_m
  implicit none
  integer :: nx, ny
  real(8), allocatable :: u(:, :), unew(:, :)
contains
  subroutine heat_init(mx, my)
    integer, intent(in) :: mx, my
    integer :: i
    nx = mx
    ny = my
    allocate(u(0:nx + 1, 0:ny + 1), unew(0:nx + 1, 0:ny + 1))
    u = 0
    do i = 0, nx + 1
      u(i, 0) = 1
    end do
    unew = u
    !$acc enter data copyin(u, unew)
  end subroutine heat_init

  subroutine heat_step(a, b, mx, my, res)
    integer, intent(in) :: mx, my
    real(8), intent(in) :: a(0:mx + 1, 0:my + 1)
    real(8), intent(inout) :: b(0:mx + 1, 0:my + 1)
    real(8), intent(out) :: res
    integer :: i, j
    res = 0
    !$acc kernels present(a, b)
    !$acc loop independent collapse(2) reduction(max:res)
    do j = 1, my
      do i = 1, mx
        b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        res = max(res, abs(b(i, j) - a(i, j)))
      end do
    end do
    !$acc end kernels
  end subroutine heat_step

  subroutine heat_finish(e)
    real(8), intent(out) :: e
    !$acc exit data copyout(u) delete(unew)
    e = sum(u(1:nx, 1:ny))
    deallocate(u, unew)
  end subroutine heat_finish
end module heat_m

program heat2d_module_halo
  use heat_m
  implicit none
  integer :: step, t0, t1, rate
  real(8) :: res, e, mid
  real(8) :: elapsed
  call heat_init(40, 30)
  call system_clock(t0, rate)
  do step = 1, 100
    call heat_step(u, unew, nx, ny, res)
    call heat_step(unew, u, nx, ny, res)
  end do
  call system_clock(t1)
  elapsed = real(t1 - t0, 8) / rate
  !$acc update self(u(nx / 2, ny / 2))
  mid = u(nx / 2, ny / 2)
  call heat_finish(e)
  if (elapsed < 0) print '(a)', 'clock went backwards'
  print '(a, i0)', 'steps       = ', 2 * (step - 1)
  print '(a, f11.6)', 'residual    =', res
  print '(a, f11.6)', 'u(nx/2,ny/2)=', mid
  print '(a, f11.6)', 'energy      =', e
end program heat2d_module_halo
