! CSR sparse matrix-vector products y = A x with a generated banded-random matrix (27 nonzeros
! per row), self-checking: the Fortran counterpart of bench/kernels/spmv.c (1-based CSR).
module spmv_m
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  integer, parameter :: per_row = 27
  integer :: seed = 12345
contains
  ! The C program's LCG on unsigned 32-bit integers, in 64-bit arithmetic modulo 2**32.
  integer function next_rand()
    integer(8) :: s
    s = iand(int(seed, 8) * 1103515245_8 + 12345_8, 4294967295_8)
    seed = int(s - merge(4294967296_8, 0_8, s > 2147483647_8))
    next_rand = int(iand(shiftr(s, 8), 16777215_8))
  end function next_rand

  subroutine build(n, row_ptr, col, val)
    integer, intent(in) :: n
    integer, intent(out) :: row_ptr(n + 1), col(n * per_row)
    real(dp), intent(out) :: val(n * per_row)
    integer :: i, e, j, k
    k = 1
    do i = 1, n
      row_ptr(i) = k
      do e = 0, per_row - 1
        if (e < 9) then
          j = i - 1 + e - 4
        else
          j = mod(next_rand(), n)
        end if
        if (j < 0) j = j + n
        if (j >= n) j = j - n
        col(k) = j + 1
        if (e == 4) then
          val(k) = 2.0_dp
        else
          val(k) = 1.0_dp / real(per_row * 2, dp)
        end if
        k = k + 1
      end do
    end do
    row_ptr(n + 1) = k
  end subroutine build

  subroutine csr_matvec(n, row_ptr, col, val, x, y)
    integer, intent(in) :: n, row_ptr(n + 1), col(*)
    real(dp), intent(in) :: val(*), x(n)
    real(dp), intent(out) :: y(n)
    integer :: i, p
    real(dp) :: s
    do i = 1, n
      s = 0.0_dp
      do p = row_ptr(i), row_ptr(i + 1) - 1
        s = s + val(p) * x(col(p))
      end do
      y(i) = s
    end do
  end subroutine csr_matvec
end module spmv_m

program spmv
  use spmv_m
  implicit none
  integer, parameter :: n = 200000, reps = 30
  integer, allocatable :: row_ptr(:), col(:)
  real(dp), allocatable :: val(:), x(:), y(:)
  real(dp) :: m, total
  integer :: i, r
  allocate(row_ptr(n + 1), col(n * per_row), val(n * per_row), x(n), y(n))
  call build(n, row_ptr, col, val)
  do i = 1, n
    x(i) = 1.0_dp + real(mod(i - 1, 13), dp) * 0.01_dp
  end do
  do r = 1, reps
    call csr_matvec(n, row_ptr, col, val, x, y)
    ! Normalise so the iteration stays bounded (non-negative matrix: the vector stays positive).
    m = maxval(y)
    if (.not. (m > 0.0_dp)) then
      print '(a)', 'spmv: non-positive result'
      error stop 1
    end if
    x = y / m
  end do
  total = 0.0_dp
  do i = 1, n
    if (.not. (x(i) > 0.0_dp .and. x(i) <= 1.0_dp)) then
      print '(a,i8)', 'spmv: x out of range at', i
      error stop 1
    end if
    total = total + x(i) * real(mod(i - 1, 5) + 1, dp)
  end do
  print '(a,es20.12)', 'checksum ', total
end program spmv
