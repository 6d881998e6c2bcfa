! App: a conjugate-gradient solver for the 1-D Poisson matrix in a module: the matrix-vector
! product and the vector updates are procedures taking explicit-shape dummies with
! `kernels` regions of plain DO loops (no data clauses: the arrays are present, §2.6.2, in
! the solver's `data` region), the dot products `parallel loop reduction(+:)` functions; the
! residual history is checked against the sequential solver's.
! remark: kernels: loop at 24:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 49:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 61:5 is parallelizable (dependence test, §2.9.7)
! expect-exit: 0
! expect-stdout:
! | iteration, log10 residual:  20   1.100E+00
! | iteration, log10 residual:  40   7.000E-01
! | iteration, log10 residual:  60   5.000E-01
! | x(1), x(n/2), x(n):    20.68376  -396.84845    12.76243
module cg_m
  implicit none
contains
  subroutine matvec(n, x, y)
    integer, intent(in) :: n
    real(8), intent(in) :: x(0:n + 1)
    real(8), intent(out) :: y(n)
    integer :: i
    !$acc kernels
    do i = 1, n
      y(i) = 2 * x(i) - x(i - 1) - x(i + 1)
    end do
    !$acc end kernels
  end subroutine matvec

  real(8) function dot(n, a, b)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n), b(n)
    integer :: i
    real(8) :: s
    s = 0
    !$acc parallel loop reduction(+:s)
    do i = 1, n
      s = s + a(i) * b(i)
    end do
    dot = s
  end function dot

  subroutine axpy(n, alpha, x, y)
    integer, intent(in) :: n
    real(8), intent(in) :: alpha, x(n)
    real(8), intent(inout) :: y(n)
    integer :: i
    !$acc kernels
    do i = 1, n
      y(i) = y(i) + alpha * x(i)
    end do
    !$acc end kernels
  end subroutine axpy

  subroutine xpby(n, x, beta, y)
    integer, intent(in) :: n
    real(8), intent(in) :: beta, x(n)
    real(8), intent(inout) :: y(0:n + 1)
    integer :: i
    !$acc kernels
    do i = 1, n
      y(i) = x(i) + beta * y(i)
    end do
    !$acc end kernels
  end subroutine xpby
end module cg_m

program cg_solver_module
  use cg_m
  implicit none
  integer, parameter :: n = 200
  real(8) :: x(n), b(n), r(n), p(0:n + 1), q(n)
  real(8) :: rr, rr_new, alpha, beta
  integer :: i, it
  do i = 1, n
    b(i) = sin(0.05d0 * i)
  end do
  x = 0
  r = b
  p = 0
  p(1:n) = r
  !$acc data copy(x) copyin(b, r, p) create(q)
  rr = dot(n, r, r)
  do it = 1, 60
    call matvec(n, p, q)
    alpha = rr / dot(n, p(1:n), q)
    call axpy(n, alpha, p(1:n), x)
    call axpy(n, -alpha, q, r)
    rr_new = dot(n, r, r)
    beta = rr_new / rr
    rr = rr_new
    call xpby(n, r, beta, p)
    if (mod(it, 20) == 0) print '(a, i4, es12.3)', 'iteration, log10 residual:', it, &
      real(nint(log10(sqrt(rr)) * 10), 8) / 10
  end do
  !$acc end data
  print '(a, 3f12.5)', 'x(1), x(n/2), x(n):', x(1), x(n / 2), x(n)
end program cg_solver_module
