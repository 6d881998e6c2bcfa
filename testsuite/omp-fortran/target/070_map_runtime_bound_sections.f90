! map clauses on sections whose bounds or extents are known only at run time (docs/design.md
! decision 49): an allocatable's whole columns `u(:, 2:m)`, an adjustable dummy's
! `v(1:nx, lo:hi)` and a partial column `u(1:n, k:k)`. Each is contiguous, so the run-time
! contiguity check lets it through and the target regions see the right elements (OpenMP 4.5
! §2.15.5.1: a list item that is an array section must be contiguous).
! expect-exit: 0
! expect-stdout:
! | allocatable columns: wrong 0
! | adjustable columns: wrong 0
! | partial column: wrong 0
module cols
  implicit none
contains
  subroutine add_cols(v, nx, ny, lo, hi)
    integer, intent(in) :: nx, ny, lo, hi
    integer, intent(inout) :: v(nx, ny)
    integer :: i, j
    !$omp target teams distribute parallel do collapse(2) map(tofrom: v(1:nx, lo:hi))
    do j = lo, hi
      do i = 1, nx
        v(i, j) = v(i, j) + 100 * j
      end do
    end do
  end subroutine add_cols
end module cols

program map_runtime_bound_sections
  use cols
  implicit none
  integer, allocatable :: u(:, :)
  integer :: i, j, n, k, m, wrong

  allocate (u(6, 5))
  u = 1
  m = 3
  !$omp target map(tofrom: u(:, 2:m))
  do j = 2, m
    do i = 1, 6
      u(i, j) = u(i, j) + j
    end do
  end do
  !$omp end target
  wrong = 0
  do j = 1, 5
    do i = 1, 6
      if (j >= 2 .and. j <= m) then
        if (u(i, j) /= 1 + j) wrong = wrong + 1
      else
        if (u(i, j) /= 1) wrong = wrong + 1
      end if
    end do
  end do
  print '(a, i0)', 'allocatable columns: wrong ', wrong

  u = 0
  call add_cols(u, 6, 5, 4, 5)
  wrong = 0
  do j = 1, 5
    do i = 1, 6
      if (j >= 4) then
        if (u(i, j) /= 100 * j) wrong = wrong + 1
      else
        if (u(i, j) /= 0) wrong = wrong + 1
      end if
    end do
  end do
  print '(a, i0)', 'adjustable columns: wrong ', wrong

  n = 4
  k = 2
  u = 0
  !$omp target map(tofrom: u(1:n, k:k))
  do i = 1, n
    u(i, k) = 7 * i
  end do
  !$omp end target
  wrong = 0
  do j = 1, 5
    do i = 1, 6
      if (j == k .and. i <= n) then
        if (u(i, j) /= 7 * i) wrong = wrong + 1
      else
        if (u(i, j) /= 0) wrong = wrong + 1
      end if
    end do
  end do
  print '(a, i0)', 'partial column: wrong ', wrong
end program map_runtime_bound_sections
