! Conjugate gradient on a 1-D Laplacian with OpenACC data and reductions.
module cg_mod
  implicit none
  integer, parameter :: rk = kind(1.0d0)
contains
  subroutine matvec(n, x, y)
    integer, intent(in) :: n
    real(rk), intent(in) :: x(0:n+1)
    real(rk), intent(out) :: y(n)
    integer :: i
    !$acc parallel loop present(x, y)
    do i = 1, n
      y(i) = 2.0_rk * x(i) - x(i-1) - x(i+1)
    end do
  end subroutine matvec

  function dot(n, a, b) result(s)
    integer, intent(in) :: n
    real(rk), intent(in) :: a(n), b(n)
    real(rk) :: s
    integer :: i
    s = 0.0_rk
    !$acc parallel loop reduction(+:s) present(a, b)
    do i = 1, n
      s = s + a(i) * b(i)
    end do
  end function dot

  subroutine cg(n, b, x, tol, maxit, iters)
    integer, intent(in) :: n, maxit
    real(rk), intent(in) :: b(n), tol
    real(rk), intent(inout) :: x(0:n+1)
    integer, intent(out) :: iters
    real(rk), allocatable :: r(:), p(:), ap(:)
    real(rk) :: alpha, beta, rr, rr_new
    allocate(r(n), p(0:n+1), ap(n))
    p = 0.0_rk
    !$acc data copyin(b) copy(x) create(r, p, ap)
    call matvec(n, x, ap)
    !$acc kernels
    r = b - ap
    p(1:n) = r
    !$acc end kernels
    rr = dot(n, r, r)
    do iters = 1, maxit
      call matvec(n, p, ap)
      alpha = rr / dot(n, p(1:n), ap)
      !$acc kernels
      x(1:n) = x(1:n) + alpha * p(1:n)
      r = r - alpha * ap
      !$acc end kernels
      rr_new = dot(n, r, r)
      if (sqrt(rr_new) < tol) exit
      beta = rr_new / rr
      !$acc kernels
      p(1:n) = r + beta * p(1:n)
      !$acc end kernels
      rr = rr_new
    end do
    !$acc end data
    if (iters > maxit) error stop 2
  end subroutine cg
end module cg_mod
