! Kernels: conjugate gradient on a 1-D Poisson matrix (tridiagonal, applied matrix-free),
! with dot products, axpy updates, and the residual norm per iteration, as TeaLeaf's solver.
! expect-exit: 0
! expect-stdout:
! |   10   6.534E+00
! |   20   2.961E+00
! |   30   1.731E+00
! |   40   1.654E+00
! |   50   1.339E+00
! |   60   7.895E-01
! |   70   9.178E-01
! |   80   1.071E+00
! |   90   2.863E-01
! | converged: T
! | residual below 1e-8: T
! |    10.611063   99.400261  -56.500624   19.551829  147.241069
module cg_mod
  implicit none
contains
  subroutine apply(n, x, y)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    real(8), intent(out) :: y(n)
    integer :: i
    do i = 1, n
      y(i) = 2.0d0 * x(i)
      if (i > 1) y(i) = y(i) - x(i - 1)
      if (i < n) y(i) = y(i) - x(i + 1)
    end do
  end subroutine apply
end module cg_mod

program cg
  use cg_mod
  implicit none
  integer, parameter :: n = 100
  real(8) :: x(n), b(n), r(n), p(n), ap(n), rr, rr_new, alpha, beta
  integer :: i, it
  do i = 1, n
    b(i) = sin(real(i, 8) * 0.1d0)
  end do
  x = 0.0d0
  r = b
  p = r
  rr = dot_product(r, r)
  do it = 1, n
    call apply(n, p, ap)
    alpha = rr / dot_product(p, ap)
    x = x + alpha * p
    r = r - alpha * ap
    rr_new = dot_product(r, r)
    ! Only residuals well above rounding noise are printed.
    if (mod(it, 10) == 0 .and. sqrt(rr_new) > 1.0d-6) write(*, '(i4,es12.3)') it, sqrt(rr_new)
    if (sqrt(rr_new) < 1.0d-10) exit
    beta = rr_new / rr
    p = r + beta * p
    rr = rr_new
  end do
  call apply(n, x, ap)
  write(*, '(a,l2)') 'converged:', sqrt(rr_new) < 1.0d-10
  write(*, '(a,l2)') 'residual below 1e-8:', maxval(abs(ap - b)) < 1.0d-8
  write(*, '(5f12.6)') x(1:n:20)
end program cg
