! Kernels: a sparse matrix in CSR form (a 2-D 5-point Laplacian built row by row into
! allocatable arrays), repeated SpMV, and a power iteration estimate of the largest eigenvalue.
! expect-exit: 0
! expect-stdout:
! | nonzeros 288
! |   50    7.06417760
! |  100    7.06417777
! |  150    7.06417777
! |  200    7.06417777
! | below 8: T
program csr
  implicit none
  integer, parameter :: nx = 8, ny = 8, n = nx * ny
  integer, allocatable :: rowptr(:), col(:)
  real(8), allocatable :: val(:)
  real(8) :: x(n), y(n), lam
  integer :: i, j, k, row, nnz, it
  allocate(rowptr(n + 1), col(5 * n), val(5 * n))
  nnz = 0
  rowptr(1) = 1
  do j = 1, ny
    do i = 1, nx
      row = (j - 1) * nx + i
      if (j > 1) call add(row - nx, -1.0d0)
      if (i > 1) call add(row - 1, -1.0d0)
      call add(row, 4.0d0)
      if (i < nx) call add(row + 1, -1.0d0)
      if (j < ny) call add(row + nx, -1.0d0)
      rowptr(row + 1) = nnz + 1
    end do
  end do
  write(*, '(a,i0)') 'nonzeros ', nnz
  x = 1.0d0
  do it = 1, 200
    do row = 1, n
      y(row) = 0.0d0
      do k = rowptr(row), rowptr(row + 1) - 1
        y(row) = y(row) + val(k) * x(col(k))
      end do
    end do
    lam = sqrt(sum(y * y) / sum(x * x))
    x = y / sqrt(sum(y * y))
    if (mod(it, 50) == 0) write(*, '(i4,f14.8)') it, lam
  end do
  write(*, '(a,l2)') 'below 8:', lam < 8.0d0
contains
  subroutine add(c, v)
    integer, intent(in) :: c
    real(8), intent(in) :: v
    nnz = nnz + 1
    col(nnz) = c
    val(nnz) = v
  end subroutine add
end program csr
