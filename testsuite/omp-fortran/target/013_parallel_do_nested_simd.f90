! A parallel do whose body nests a simd loop (the GPU OpenMP way of writing a CSR SpMV): the
! team's threads are the workers and the simd iterations the vector lanes, as nvfortran and
! flang do (docs/openmp.md). Rows of 0 to 70 nonzeros, a row count that is a multiple of
! nothing, + and max reductions in the simd loop, worker-level code around it, a simd loop in a
! sequential DO (labelled, ending on CONTINUE) of the thread loop, the three levels on three
! constructs, target parallel do (one team), and distribute parallel do simd (one loop).
! remark: loop at 33:5: iterations shared by the workers of a gang on the GPU (worker, threadIdx.y)
! remark: loop at 38:7: iterations shared by the threads of a gang on the GPU (vector)
! remark: loop at 74:3: iterations shared by the workers of a gang on the GPU (worker, threadIdx.y)
! remark: loop at 80:7: iterations shared by the threads of a gang on the GPU (vector)
! remark: loop at 93:5: iterations shared by the workers of a gang on the GPU (worker, threadIdx.y)
! remark: loop at 96:7: iterations shared by the threads of a gang on the GPU (vector)
! remark: loop at 106:3: iterations shared by the workers of a gang on the GPU (worker, threadIdx.y)
! remark: loop at 109:5: iterations shared by the threads of a gang on the GPU (vector)
! remark: loop at 118:3: iterations shared by the threads of a gang on the GPU (vector)
! expect-exit: 0
! expect-stdout:
! | spmv: 81. 436. 138. 312863. 795291
! | bands: 37610360 37116
! | blocks: 279565 1348
! | one team: 6862728
! | flat: 312863.
module csr
  implicit none
contains
  subroutine spmv(n, rowptr, col, val, x, y, rowmax)
    integer, intent(in) :: n, rowptr(n + 1), col(:)
    real(8), intent(in) :: val(:), x(n)
    real(8), intent(out) :: y(n)
    integer, intent(out) :: rowmax(n)
    integer :: i, k, m
    real(8) :: s
    !$omp target teams distribute parallel do map(to: rowptr, col, val, x) map(from: y, rowmax) &
    !$omp& private(s, m)
    do i = 1, n
      s = 0
      m = -1
      !$omp simd reduction(+: s) reduction(max: m)
      do k = rowptr(i), rowptr(i + 1) - 1
        s = s + val(k) * x(col(k))
        m = max(m, col(k))
      end do
      y(i) = s
      rowmax(i) = m
    end do
  end subroutine
end module

program nested_simd
  use csr
  implicit none
  integer, parameter :: n = 997, r = 203, c = 100, nb = 9, nr = 23, nc = 45
  integer, allocatable :: rowptr(:), col(:), rowmax(:)
  real(8), allocatable :: val(:), x(:), y(:)
  integer(8) :: band(r), t(nr, nb), u(r), scale, total, part, s
  integer :: i, k, b, j, q

  allocate(rowptr(n + 1))
  rowptr(1) = 1
  do i = 1, n
    rowptr(i + 1) = rowptr(i) + mod((i - 1) * 37 + 11, 71)
  end do
  allocate(col(rowptr(n + 1) - 1), val(rowptr(n + 1) - 1), x(n), y(n), rowmax(n))
  do i = 1, n
    x(i) = mod(i - 1, 10)
    do k = rowptr(i), rowptr(i + 1) - 1
      col(k) = mod(i - 1 + (k - rowptr(i)) * 13, n) + 1
      val(k) = mod(k - 1, 3) + 1
    end do
  end do
  call spmv(n, rowptr, col, val, x, y, rowmax)
  print '(a,3(1x,f0.0),1x,f0.0,1x,i0)', 'spmv:', y(1), y(2), y(n), sum(y), sum(int(rowmax, 8))

  !$omp target teams distribute parallel do map(from: band) num_teams(7) private(scale, total, part)
  do i = 1, r
    scale = mod(i - 1, 4) + 1
    total = 0
    do 10 b = 1, 5
      part = 0
      !$omp simd reduction(+: part)
      do j = b, c
        part = part + (j - 1 + i - 1) * scale
      end do
      total = total + part
10  continue
    band(i) = total
  end do
  print '(a,1x,i0,1x,i0)', 'bands:', sum(band), band(r) / 10

  !$omp target teams map(from: t) num_teams(3)
  !$omp distribute
  do b = 1, nb
    !$omp parallel do private(s)
    do i = 1, nr
      s = 0
      !$omp simd reduction(+: s)
      do j = 1, nc
        s = s + mod(b * (i - 1 + j - 1), 17) + j - 1
      end do
      t(i, b) = s
    end do
  end do
  !$omp end target teams
  print '(a,1x,i0,1x,i0)', 'blocks:', sum(t), t(8, 4)

  !$omp target parallel do map(from: u) private(s)
  do i = 1, r
    s = 0
    !$omp simd reduction(+: s)
    do j = 0, mod(i - 1, 64) + 2
      s = s + j * (mod(i - 1, 7) + 1)
    end do
    u(i) = s * 12
  end do
  print '(a,1x,i0)', 'one team:', sum(u)

  y = -1
  !$omp target teams distribute parallel do simd map(to: rowptr, col, val, x) map(from: y)
  do i = 1, n
    y(i) = 0
    do q = rowptr(i), rowptr(i + 1) - 1
      y(i) = y(i) + val(q) * x(col(q))
    end do
  end do
  print '(a,1x,f0.0)', 'flat:', sum(y)
end program
