! Kernels: LU factorisation with partial pivoting of a small dense system (Hilbert-like
! matrix plus diagonal), forward/back substitution, and the residual of the solution.
! expect-exit: 0
! expect-stdout:
! |   1  2  3  4  5  6
! |    -0.8803101832    0.1971334204    1.3977624295
! |     2.5759621739    3.7233418379    4.8448436115
! | residual below 1e-12: T
program lu
  implicit none
  integer, parameter :: n = 6
  real(8) :: a(n, n), a0(n, n), b(n), x(n), t
  integer :: piv(n), i, j, k, p
  do j = 1, n
    do i = 1, n
      a(i, j) = 1.0d0 / (i + j - 1)
    end do
    a(j, j) = a(j, j) + 1.0d0
    b(j) = real(j, 8)
  end do
  a0 = a
  do k = 1, n
    p = maxloc(abs(a(k:n, k)), dim=1) + k - 1
    piv(k) = p
    if (p /= k) then
      do j = 1, n
        t = a(k, j); a(k, j) = a(p, j); a(p, j) = t
      end do
    end if
    a(k+1:n, k) = a(k+1:n, k) / a(k, k)
    do j = k + 1, n
      a(k+1:n, j) = a(k+1:n, j) - a(k+1:n, k) * a(k, j)
    end do
  end do
  x = b
  do k = 1, n
    t = x(k); x(k) = x(piv(k)); x(piv(k)) = t
  end do
  do i = 2, n
    x(i) = x(i) - dot_product(a(i, 1:i-1), x(1:i-1))
  end do
  do i = n, 1, -1
    x(i) = (x(i) - dot_product(a(i, i+1:n), x(i+1:n))) / a(i, i)
  end do
  write(*, '(6i3)') piv
  write(*, '(3f16.10)') x
  write(*, '(a,l2)') 'residual below 1e-12:', maxval(abs(matmul(a0, x) - b)) < 1.0d-12
end program lu
