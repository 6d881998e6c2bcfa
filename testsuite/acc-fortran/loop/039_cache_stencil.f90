! Loop: the `cache` directive (§2.10) at the top of a loop body, on sections around the loop
! index (`cache(u(i-1:i+1))`) and on a 2-D section (not contiguous: a hint, no transfer), in
! a 1-D and a 2-D stencil in subroutines with explicit-shape dummies with lower bounds.
! expect-exit: 0
! expect-stdout:
! | v(0), v(20), v(n+1) =      0.50    400.50   1681.50
! | sum(v), sum(b) =  23842.00   7200.00
! | PASS
module stencil_m
  implicit none
contains
  subroutine smooth1(u, v, lo, hi)
    integer, intent(in) :: lo, hi
    real(8), intent(in) :: u(lo-1:hi+1)
    real(8), intent(out) :: v(lo:hi)
    integer :: i
    !$acc parallel loop copyin(u) copyout(v)
    do i = lo, hi
      !$acc cache(u(i-1:i+1))
      v(i) = (u(i - 1) + 2 * u(i) + u(i + 1)) / 4
    end do
  end subroutine smooth1

  subroutine smooth2(a, b, n, m)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(0:n+1, 0:m+1)
    real(8), intent(out) :: b(n, m)
    integer :: i, j
    !$acc parallel loop gang copyin(a) copyout(b)
    do j = 1, m
      !$acc loop vector
      do i = 1, n
        !$acc cache(a(i-1:i+1, j-1:j+1))
        b(i, j) = a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1) - 4 * a(i, j)
      end do
    end do
  end subroutine smooth2
end module stencil_m

program cache_stencil
  use stencil_m
  implicit none
  integer, parameter :: n = 40, m = 30
  real(8) :: u(-1:n+2), v(0:n+1), a(0:n+1, 0:m+1), b(n, m)
  integer :: i, j
  do i = -1, n + 2
    u(i) = i * i
  end do
  do j = 0, m + 1
    do i = 0, n + 1
      a(i, j) = i * i + 2 * j * j
    end do
  end do
  call smooth1(u, v, 0, n + 1)
  call smooth2(a, b, n, m)
  print '(a, 3f10.2)', 'v(0), v(20), v(n+1) =', v(0), v(20), v(n + 1)
  print '(a, 2f10.2)', 'sum(v), sum(b) =', sum(v), sum(b)
  if (all(b == 6)) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program cache_stencil
