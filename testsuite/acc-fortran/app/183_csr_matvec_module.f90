! App: a sparse matrix in CSR form held in module allocatable arrays, built on the host and
! mapped once (`enter data copyin`), y = A x in a `parallel loop gang vector_length(32)` with a
! `loop vector reduction(+:)` over each row's entries, repeated as a power iteration with a
! `reduction(+:)` norm and the vector normalised on the device.
! expect-exit: 0
! expect-stdout:
! | nnz        = 2998
! | lambda     =    3.9997058
! | y(1), y(n) =   0.0006408   0.0006408
module csr_m
  implicit none
  integer :: n, nnz
  integer, allocatable :: rowptr(:), col(:)
  real(8), allocatable :: val(:)
contains
  subroutine build(m)
    integer, intent(in) :: m
    integer :: i, k
    n = m
    allocate(rowptr(n + 1), col(3 * n), val(3 * n))
    k = 0
    do i = 1, n
      rowptr(i) = k + 1
      if (i > 1) then
        k = k + 1
        col(k) = i - 1
        val(k) = -1
      end if
      k = k + 1
      col(k) = i
      val(k) = 2
      if (i < n) then
        k = k + 1
        col(k) = i + 1
        val(k) = -1
      end if
    end do
    rowptr(n + 1) = k + 1
    nnz = k
    !$acc enter data copyin(rowptr, col, val)
  end subroutine build

  subroutine matvec(x, y)
    real(8), intent(in) :: x(:)
    real(8), intent(out) :: y(:)
    integer :: i, k
    real(8) :: s
    !$acc parallel loop gang vector_length(32) present(rowptr, col, val, x, y) private(s)
    do i = 1, n
      s = 0
      !$acc loop vector reduction(+:s)
      do k = rowptr(i), rowptr(i + 1) - 1
        s = s + val(k) * x(col(k))
      end do
      y(i) = s
    end do
  end subroutine matvec
end module csr_m

program csr_matvec_module
  use csr_m
  implicit none
  real(8), allocatable :: x(:), y(:)
  real(8) :: nrm, lambda
  integer :: it, i
  call build(1000)
  allocate(x(n), y(n))
  do i = 1, n
    x(i) = merge(1.0d0, -1.0d0, mod(i, 2) == 0)
  end do
  !$acc data copyin(x) create(y)
  do it = 1, 30
    call matvec(x, y)
    nrm = 0
    !$acc parallel loop present(y) reduction(+:nrm)
    do i = 1, n
      nrm = nrm + y(i) * y(i)
    end do
    nrm = sqrt(nrm)
    lambda = nrm / sqrt(real(n, 8))
    !$acc parallel loop present(x, y)
    do i = 1, n
      x(i) = y(i) / nrm * sqrt(real(n, 8))
    end do
  end do
  !$acc update self(y)
  !$acc end data
  print '(a, i0)', 'nnz        = ', nnz
  print '(a, f13.7)', 'lambda     =', lambda
  print '(a, 2f12.7)', 'y(1), y(n) =', abs(y(1)) / nrm * 0.1d0, abs(y(n)) / nrm * 0.1d0
end program csr_matvec_module
