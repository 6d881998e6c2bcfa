! Intrinsics: matmul (matrix-matrix, matrix-vector, vector-matrix), dot_product of real and
! integer vectors, and a check against explicit loops.
! expect-exit: 0
! expect-stdout:
! |     1.916667   -0.166667   -2.250000   -4.333333
! |     1.433333    0.150000   -1.133333   -2.416667
! |     1.150000    0.200000   -0.750000   -1.700000
! |     0.961905    0.202381   -0.557143   -1.316667
! | loops agree to 1e-12: T
! |     4.000000    2.716667    2.100000    1.721429
! |     4.000000    2.716667    2.100000    1.721429
! |    22.619048
! | 12
program mm
  implicit none
  integer, parameter :: n = 4
  real(8) :: a(n, n), b(n, n), c(n, n), d(n, n), x(n), y(n)
  integer :: i, j, k
  do j = 1, n
    do i = 1, n
      a(i, j) = 1.0d0 / (i + j - 1)
      b(i, j) = real(i - j, 8)
    end do
    x(j) = real(j, 8)
  end do
  c = matmul(a, b)
  d = 0.0d0
  do j = 1, n
    do k = 1, n
      do i = 1, n
        d(i, j) = d(i, j) + a(i, k) * b(k, j)
      end do
    end do
  end do
  do i = 1, n
    write(*, '(4f12.6)') c(i, :)
  end do
  write(*, '(a,l2)') 'loops agree to 1e-12:', maxval(abs(c - d)) < 1.0d-12
  y = matmul(a, x)
  write(*, '(4f12.6)') y
  write(*, '(4f12.6)') matmul(x, a)
  write(*, '(f12.6)') dot_product(x, y)
  write(*, '(i0)') dot_product([1, 2, 3], [4, -5, 6])
end program mm
