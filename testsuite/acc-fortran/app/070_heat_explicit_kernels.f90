! App: a 2-D heat (Jacobi) solver in a module: the sweep takes explicit-shape dummies with
! lower bounds 0, a `kernels` region of plain DO nests (parallelized by the compiler,
! §2.5.3) computes the new field, a `loop independent collapse(2) reduction(max:err)` the
! largest change, and a last nest copies it back; the driver keeps the fields on the device
! in a `data` region and iterates until converged.
! remark: kernels: loop at 25:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 26:7 is parallelizable (dependence test, §2.9.7)
! remark: loop reduction(max:err): private partial results combined at the end of the loop
! remark: kernels: loop at 36:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 37:7 is parallelizable (dependence test, §2.9.7)
! expect-exit: 0
! expect-stdout:
! | iterations, last change:  1339  9.9722E-04
! | t(1,1), t(nx/2,ny/2), t(nx,ny):   49.960339   32.619145   25.001536
module heat_m
  implicit none
contains
  subroutine sweep(nx, ny, t, tnew, err)
    integer, intent(in) :: nx, ny
    real(8), intent(inout) :: t(0:nx + 1, 0:ny + 1), tnew(0:nx + 1, 0:ny + 1)
    real(8), intent(out) :: err
    integer :: i, j
    err = 0
    !$acc kernels present(t, tnew)
    do j = 1, ny
      do i = 1, nx
        tnew(i, j) = 0.25d0 * (t(i - 1, j) + t(i + 1, j) + t(i, j - 1) + t(i, j + 1))
      end do
    end do
    !$acc loop independent collapse(2) reduction(max:err)
    do j = 1, ny
      do i = 1, nx
        err = max(err, abs(tnew(i, j) - t(i, j)))
      end do
    end do
    do j = 1, ny
      do i = 1, nx
        t(i, j) = tnew(i, j)
      end do
    end do
    !$acc end kernels
  end subroutine sweep
end module heat_m

program heat_explicit_kernels
  use heat_m
  implicit none
  integer, parameter :: nx = 40, ny = 30
  real(8) :: t(0:nx + 1, 0:ny + 1), tnew(0:nx + 1, 0:ny + 1), err
  integer :: it
  t = 0
  t(0, :) = 100
  t(:, ny + 1) = 50
  tnew = t
  it = 0
  err = 1
  !$acc data copy(t) copyin(tnew)
  do while (err > 1.0d-3 .and. it < 5000)
    call sweep(nx, ny, t, tnew, err)
    it = it + 1
  end do
  !$acc end data
  print '(a, i6, es12.4)', 'iterations, last change:', it, err
  print '(a, 3f12.6)', 't(1,1), t(nx/2,ny/2), t(nx,ny):', t(1, 1), t(nx / 2, ny / 2), t(nx, ny)
end program heat_explicit_kernels
