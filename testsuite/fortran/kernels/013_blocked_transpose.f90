! Kernels: a cache-blocked matrix transpose with tile loops and `min` for edge tiles, a blocked
! matrix multiply (i-k-j order within tiles), both checked against the intrinsics.
! expect-exit: 0
! expect-stdout:
! | transpose matches: T
! | blocked product matches: T
! |      38.00     -5.50    -10.50     26.50
program blocked
  implicit none
  integer, parameter :: n = 37, bs = 8
  real(8) :: a(n, n), t(n, n), b(n, n), c(n, n)
  integer :: i, j, k, ii, jj, kk
  do j = 1, n
    do i = 1, n
      a(i, j) = real(mod(i * 13 + j * 7, 17), 8) - 8.0d0
      b(i, j) = real(mod(i + 2 * j, 5), 8) * 0.5d0
    end do
  end do
  do jj = 1, n, bs
    do ii = 1, n, bs
      do j = jj, min(jj + bs - 1, n)
        do i = ii, min(ii + bs - 1, n)
          t(j, i) = a(i, j)
        end do
      end do
    end do
  end do
  write(*, '(a,l2)') 'transpose matches:', all(t == transpose(a))
  c = 0.0d0
  do jj = 1, n, bs
    do kk = 1, n, bs
      do ii = 1, n, bs
        do j = jj, min(jj + bs - 1, n)
          do k = kk, min(kk + bs - 1, n)
            do i = ii, min(ii + bs - 1, n)
              c(i, j) = c(i, j) + a(i, k) * b(k, j)
            end do
          end do
        end do
      end do
    end do
  end do
  write(*, '(a,l2)') 'blocked product matches:', maxval(abs(c - matmul(a, b))) < 1.0d-9
  write(*, '(4f10.2)') c(1, 1), c(n, n), c(1, n), sum(c)
end program blocked
