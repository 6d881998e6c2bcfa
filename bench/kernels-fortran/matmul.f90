! Dense matrix multiply C = A B (n x n, column-major j-k-i loop order), self-checking.
! The Fortran counterpart of bench/kernels/matmul.c: the same matrices (transposed storage, so
! a(i,k) holds the C program's a[i*n+k]) and the same spot checks.
module matmul_m
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  subroutine init(n, a, b, c)
    integer, intent(in) :: n
    real(dp), intent(out) :: a(n, n), b(n, n), c(n, n)
    integer :: i, j
    do j = 1, n
      do i = 1, n
        a(i, j) = real(mod((i - 1) * 7 + (j - 1) * 3, 17), dp) - 8.0_dp
        b(i, j) = real(mod((i - 1) * 5 + (j - 1) * 11, 13), dp) * 0.25_dp
        c(i, j) = 0.0_dp
      end do
    end do
  end subroutine init

  subroutine multiply(n, a, b, c)
    integer, intent(in) :: n
    real(dp), intent(in) :: a(n, n), b(n, n)
    real(dp), intent(inout) :: c(n, n)
    integer :: i, j, k
    real(dp) :: bkj
    do j = 1, n
      do k = 1, n
        bkj = b(k, j)
        do i = 1, n
          c(i, j) = c(i, j) + a(i, k) * bkj
        end do
      end do
    end do
  end subroutine multiply
end module matmul_m

program matmul
  use matmul_m
  implicit none
  integer, parameter :: n = 1024
  real(dp), allocatable :: a(:, :), b(:, :), c(:, :)
  real(dp) :: ref, total
  integer :: s, i, j, k
  allocate(a(n, n), b(n, n), c(n, n))
  call init(n, a, b, c)
  call multiply(n, a, b, c)
  ! Spot-check a few entries with the plain dot product (exact: small integers * 0.25).
  do s = 0, 15
    i = mod(s * 37, n) + 1
    j = mod(s * 91 + 5, n) + 1
    ref = 0.0_dp
    do k = 1, n
      ref = ref + a(i, k) * b(k, j)
    end do
    if (ref /= c(i, j)) then
      print '(a,2i6,2es14.6)', 'matmul: mismatch at', i, j, c(i, j), ref
      error stop 1
    end if
  end do
  total = 0.0_dp
  do j = 1, n
    do i = 1, n
      total = total + c(i, j) * real(mod((i - 1) * n + j - 1, 7) + 1, dp)
    end do
  end do
  print '(a,es20.12)', 'checksum ', total
end program matmul
