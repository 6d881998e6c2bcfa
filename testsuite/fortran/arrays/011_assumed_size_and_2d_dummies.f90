! Arrays: assumed-size dummies (`a(*)`, `b(ld, *)`) with a leading dimension, as BLAS-style
! routines take them, called with whole arrays and with an offset element (`c(1, 2)`).
! expect-exit: 0
! expect-stdout:
! |    20.000   25.000   30.000
! |     7.000    8.500
! |     0.000   10.000    0.000    0.000
! |     0.000   13.000    0.000    0.000
! |     0.000   16.000    0.000    0.000
subroutine gemv(m, n, a, lda, x, y)
  implicit none
  integer, intent(in) :: m, n, lda
  real(8), intent(in) :: a(lda, *), x(*)
  real(8), intent(out) :: y(*)
  integer :: i, j
  do i = 1, m
    y(i) = 0.0d0
  end do
  do j = 1, n
    do i = 1, m
      y(i) = y(i) + a(i, j) * x(j)
    end do
  end do
end subroutine gemv

program assumed_size
  implicit none
  integer, parameter :: lda = 5
  real(8) :: a(lda, 4), x(4), y(lda), c(3, 4)
  integer :: i, j
  do j = 1, 4
    do i = 1, lda
      a(i, j) = real(i + j, 8) / 2
    end do
    x(j) = real(j, 8)
  end do
  call gemv(3, 4, a, lda, x, y)
  write(*, '(3f9.3)') y(1:3)
  call gemv(2, 2, a(2, 2), lda, x, y)
  write(*, '(2f9.3)') y(1:2)
  c = 0.0d0
  call gemv(3, 3, a, lda, x, c(1, 2))
  write(*, '(4f9.3)') (c(i, :), i = 1, 3)
end program assumed_size
