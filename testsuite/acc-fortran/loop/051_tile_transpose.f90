! Loop: `tile(8, 8)` on a transposition and `tile(*, 4)` on a 2-D update in a subroutine
! with explicit-shape dummies with lower bounds (§2.9.8: the tiles cover every iteration
! once, also at the partial tiles of the edges).
! expect-exit: 0
! expect-stdout:
! | t(0,0), t(m-1,n-1), t(5,30) =       1.0   36021.0   30006.0
! | PASS
module tile_m
  implicit none
contains
  subroutine transpose_tiles(a, t, n, m)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(0:n-1, 0:m-1)
    real(8), intent(out) :: t(0:m-1, 0:n-1)
    integer :: i, j
    !$acc parallel loop tile(8, 8) copyin(a) copyout(t)
    do j = 0, m - 1
      do i = 0, n - 1
        t(j, i) = a(i, j)
      end do
    end do
  end subroutine transpose_tiles

  subroutine bump(t, n, m)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: t(0:m-1, 0:n-1)
    integer :: i, j
    !$acc parallel loop tile(*, 4) copy(t)
    do i = 0, n - 1
      do j = 0, m - 1
        t(j, i) = t(j, i) + 1
      end do
    end do
  end subroutine bump
end module tile_m

program tile_transpose
  use tile_m
  implicit none
  integer, parameter :: n = 37, m = 21
  real(8) :: a(0:n-1, 0:m-1), t(0:m-1, 0:n-1)
  integer :: i, j
  do j = 0, m - 1
    do i = 0, n - 1
      a(i, j) = i * 1000 + j
    end do
  end do
  call transpose_tiles(a, t, n, m)
  call bump(t, n, m)
  print '(a, 3f10.1)', 't(0,0), t(m-1,n-1), t(5,30) =', t(0, 0), t(m - 1, n - 1), t(5, 30)
  if (all(t == transpose(a) + 1)) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program tile_transpose
