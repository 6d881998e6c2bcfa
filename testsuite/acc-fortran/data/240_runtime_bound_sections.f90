! Data clauses on sections whose bounds or extents are known only at run time (docs/design.md
! decision 49): an adjustable dummy's `a(1:nx, lo:hi)` (whole columns), an allocatable's
! `b(:, 2:m)`, a partial column `b(1:n, k:k)` (the first dimension need not be whole when the
! later ones have one element) and `c(1:n, 2:2, p:p)`. Each is contiguous, so the run-time
! contiguity check lets it through and the kernels see the right elements.
! expect-exit: 0
! expect-stdout:
! | adjustable whole columns: wrong 0
! | allocatable columns: wrong 0
! | partial column: wrong 0
! | rank 3 section: wrong 0
module colops
  implicit none
contains
  subroutine scale_cols(a, nx, ny, lo, hi)
    integer, intent(in) :: nx, ny, lo, hi
    real(8), intent(inout) :: a(nx, ny)
    integer :: i, j
    !$acc parallel loop collapse(2) copy(a(1:nx, lo:hi))
    do j = lo, hi
      do i = 1, nx
        a(i, j) = 2 * a(i, j)
      end do
    end do
  end subroutine scale_cols
end module colops

program runtime_bound_sections
  use colops
  implicit none
  integer, parameter :: nx = 5, ny = 6
  real(8) :: a(nx, ny)
  real(8), allocatable :: b(:, :), c(:, :, :)
  integer :: i, j, l, n, k, m, p, wrong

  do j = 1, ny
    do i = 1, nx
      a(i, j) = 10 * i + j
    end do
  end do
  call scale_cols(a, nx, ny, 2, 4)
  wrong = 0
  do j = 1, ny
    do i = 1, nx
      if (j >= 2 .and. j <= 4) then
        if (a(i, j) /= 2 * (10 * i + j)) wrong = wrong + 1
      else
        if (a(i, j) /= 10 * i + j) wrong = wrong + 1
      end if
    end do
  end do
  print '(a, i0)', 'adjustable whole columns: wrong ', wrong

  allocate (b(nx, ny))
  b = 1
  m = 4
  !$acc parallel loop collapse(2) copy(b(:, 2:m))
  do j = 2, m
    do i = 1, nx
      b(i, j) = b(i, j) + j
    end do
  end do
  wrong = 0
  do j = 1, ny
    do i = 1, nx
      if (j >= 2 .and. j <= m) then
        if (b(i, j) /= 1 + j) wrong = wrong + 1
      else
        if (b(i, j) /= 1) wrong = wrong + 1
      end if
    end do
  end do
  print '(a, i0)', 'allocatable columns: wrong ', wrong

  n = 3
  k = 5
  b = 0
  !$acc data copy(b(1:n, k:k))
  !$acc parallel loop
  do i = 1, n
    b(i, k) = 100 + i
  end do
  !$acc end data
  wrong = 0
  do j = 1, ny
    do i = 1, nx
      if (j == k .and. i <= n) then
        if (b(i, j) /= 100 + i) wrong = wrong + 1
      else
        if (b(i, j) /= 0) wrong = wrong + 1
      end if
    end do
  end do
  print '(a, i0)', 'partial column: wrong ', wrong

  p = 3
  allocate (c(4, 3, p))
  c = -1
  !$acc parallel loop copy(c(1:n, 2:2, p:p))
  do i = 1, n
    c(i, 2, p) = i + 10 * p
  end do
  wrong = 0
  do l = 1, p
    do j = 1, 3
      do i = 1, 4
        if (i <= n .and. j == 2 .and. l == p) then
          if (c(i, j, l) /= i + 10 * p) wrong = wrong + 1
        else
          if (c(i, j, l) /= -1) wrong = wrong + 1
        end if
      end do
    end do
  end do
  print '(a, i0)', 'rank 3 section: wrong ', wrong
end program runtime_bound_sections
