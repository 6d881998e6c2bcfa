! Application style: a conjugate-gradient solve of a 1-D Laplacian, each operation a
! subroutine or function with assumed-shape dummies (`matvec`, `dot`, `axpy`) offloaded with
! `target teams distribute parallel do` (`simd` on the dot product, `reduction(+:)`), the
! whole iteration inside `target data` in the solver, two independent updates launched
! `nowait` and joined with `taskwait`, `omp_get_wtime` timing; the solution compared with the
! exact one.
! expect-exit: 0
! expect-stdout:
! | converged in at most n iterations: T
! | solution matches: T
! | x(n/2)   0.999708
! | sane T
module cg_m
  use omp_lib
  implicit none
contains
  subroutine matvec(x, y)
    real(8), intent(in) :: x(:)
    real(8), intent(out) :: y(:)
    integer :: i, n
    n = size(x)
    !$omp target teams distribute parallel do
    do i = 1, n
      y(i) = 2d0 * x(i)
      if (i > 1) y(i) = y(i) - x(i - 1)
      if (i < n) y(i) = y(i) - x(i + 1)
    end do
  end subroutine

  real(8) function dot(a, b)
    real(8), intent(in) :: a(:), b(:)
    integer :: i
    real(8) :: s
    s = 0d0
    !$omp target teams distribute parallel do simd reduction(+:s)
    do i = 1, size(a)
      s = s + a(i) * b(i)
    end do
    dot = s
  end function

  subroutine cg(b, x, iters, rnorm)
    real(8), intent(in) :: b(:)
    real(8), intent(inout) :: x(:)
    integer, intent(out) :: iters
    real(8), intent(out) :: rnorm
    real(8), allocatable :: r(:), p(:), q(:)
    real(8) :: rho, rho_old, alpha
    integer :: i, n
    n = size(b)
    allocate(r(n), p(n), q(n))
    !$omp target data map(to: b) map(tofrom: x) map(alloc: r, p, q)
    call matvec(x, q)
    !$omp target teams distribute parallel do
    do i = 1, n
      r(i) = b(i) - q(i)
      p(i) = r(i)
    end do
    rho = dot(r, r)
    iters = 0
    do while (iters < 4 * n .and. rho > 1d-20)
      iters = iters + 1
      call matvec(p, q)
      alpha = rho / dot(p, q)
      !$omp target teams distribute parallel do nowait
      do i = 1, n
        x(i) = x(i) + alpha * p(i)
      end do
      !$omp target teams distribute parallel do nowait
      do i = 1, n
        r(i) = r(i) - alpha * q(i)
      end do
      !$omp taskwait
      rho_old = rho
      rho = dot(r, r)
      !$omp target teams distribute parallel do
      do i = 1, n
        p(i) = r(i) + (rho / rho_old) * p(i)
      end do
    end do
    !$omp end target data
    rnorm = sqrt(rho)
  end subroutine
end module

program cg_solver_target_data
  use cg_m
  implicit none
  integer, parameter :: n = 64
  real(8) :: b(n), x(n), exact(n), rnorm, t0, t1
  integer :: i, iters
  do i = 1, n
    exact(i) = sin(3.14159265358979d0 * i / (n + 1))
  end do
  ! b = A * exact, computed on the host.
  do i = 1, n
    b(i) = 2d0 * exact(i)
    if (i > 1) b(i) = b(i) - exact(i - 1)
    if (i < n) b(i) = b(i) - exact(i + 1)
  end do
  x = 0d0
  t0 = omp_get_wtime()
  call cg(b, x, iters, rnorm)
  t1 = omp_get_wtime()
  print '(a,l2)', 'converged in at most n iterations:', iters <= n + 1
  print '(a,l2)', 'solution matches:', maxval(abs(x - exact)) < 1d-9
  print '(a,f10.6)', 'x(n/2) ', x(n / 2)
  print '(a,l2)', 'sane', t1 >= t0
end program
