! Arrays: row and column broadcasting with `spread` (normalising columns, subtracting row
! means), `sum` along dimensions, and a centred covariance-like product with `matmul`.
! expect-exit: 0
! expect-stdout:
! |    7.14143  13.45362  18.16590
! |    1.00000   1.00000   1.00000
! | rows centred: T
! |    0.03661  -0.02377  -0.01284
! |   -0.02377   0.02157   0.00220
! |   -0.01284   0.00220   0.01064
program broadcast
  implicit none
  integer, parameter :: m = 4, n = 3
  real(8) :: x(m, n), c(n, n), colnorm(n), rowmean(m)
  integer :: i, j
  do j = 1, n
    do i = 1, m
      x(i, j) = real(i * j + mod(i + 2 * j, 3), 8)
    end do
  end do
  colnorm = sqrt(sum(x * x, dim=1))
  write(*, '(3f10.5)') colnorm
  x = x / spread(colnorm, dim=1, ncopies=m)
  write(*, '(3f10.5)') sqrt(sum(x * x, dim=1))
  rowmean = sum(x, dim=2) / n
  x = x - spread(rowmean, dim=2, ncopies=n)
  write(*, '(a,l2)') 'rows centred:', all(abs(sum(x, dim=2)) < 1.0d-12)
  c = matmul(transpose(x), x)
  do i = 1, n
    write(*, '(3f10.5)') c(i, :)
  end do
end program broadcast
