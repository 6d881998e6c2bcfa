! Compute: a `kernels` region of WHERE, ELSEWHERE, FORALL (with a mask, two indices) and
! array assignments in a subroutine with explicit-shape dummies with lower bounds (§2.5.3:
! each becomes a parallel loop, checked by the remark lines through -Minfo=accel; the dummies, in no clause, are copied,
! once for the kernels of the split region, which find them present).
! remark: loop at 30:7 gang-partitioned
! remark: loop at 31:7 gang-partitioned
! remark: loop at 33:7 gang-partitioned
! remark: loop at 35:7 fused with the loop at 33:7
! remark: loop at 36:7 gang-partitioned
! remark: loop at 38:5 gang-partitioned
! remark: loop nest at 39:5 (2 loops collapsed) gang-partitioned
! remark: loop at 40:5 gang-partitioned
! remark: implicit present(g) firstprivate(m)
! remark: data: copy(b[0:*]) copy(a[0:*]) copy(c[0:*]) copy(g[0:*])
! expect-exit: 0
! expect-stdout:
! | sums a, b, c =   33346665.7400       3340.1588   25260395.5000
! | sum g =   26820000.0000
! | PASS
module where_forall_m
  implicit none
contains
  subroutine update(a, b, c, g, n, m)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: a(0:n-1), b(0:n-1), c(0:n-1)
    real(8), intent(inout) :: g(-1:m-2, 2:m+1)
    integer :: i, j
    !$acc kernels
    where (a > 0.5d0)
      b = sqrt(a)
      c = a * 2
    elsewhere (a > 0.25d0)
      b = -a
    elsewhere
      b = 0
      c = c + 1
    end where
    forall (i = 0:n-1, mod(i, 3) == 0) a(i) = a(i) + i
    forall (j = 2:m+1, i = -1:m-2) g(i, j) = g(i, j) * 0.5d0 + i - j
    a(:) = a(:) * 2
    !$acc end kernels
  end subroutine update

  subroutine reference(a, b, c, g, n, m)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: a(0:n-1), b(0:n-1), c(0:n-1)
    real(8), intent(inout) :: g(-1:m-2, 2:m+1)
    integer :: i, j
    do i = 0, n - 1
      if (a(i) > 0.5d0) then
        b(i) = sqrt(a(i))
        c(i) = a(i) * 2
      else if (a(i) > 0.25d0) then
        b(i) = -a(i)
      else
        b(i) = 0
        c(i) = c(i) + 1
      end if
      if (mod(i, 3) == 0) a(i) = a(i) + i
      a(i) = a(i) * 2
    end do
    do j = 2, m + 1
      do i = -1, m - 2
        g(i, j) = g(i, j) * 0.5d0 + i - j
      end do
    end do
  end subroutine reference
end module where_forall_m

program kernels_where_forall
  use where_forall_m
  implicit none
  integer, parameter :: n = 10000, m = 300
  real(8), allocatable :: a(:), b(:), c(:), g(:, :)
  real(8), allocatable :: ra(:), rb(:), rc(:), rg(:, :)
  integer :: i, j
  allocate (a(n), b(n), c(n), g(m, m))
  do i = 1, n
    a(i) = mod(i * 37, 101) / 100d0
    b(i) = 7
    c(i) = i
  end do
  do j = 1, m
    do i = 1, m
      g(i, j) = i * 3 + j
    end do
  end do
  ra = a
  rb = b
  rc = c
  rg = g
  call update(a, b, c, g, n, m)
  call reference(ra, rb, rc, rg, n, m)
  print '(a, 3f16.4)', 'sums a, b, c =', sum(a), sum(b), sum(c)
  print '(a, f16.4)', 'sum g =', sum(g)
  if (all(a == ra) .and. all(b == rb) .and. all(c == rc) .and. all(g == rg)) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program kernels_where_forall
