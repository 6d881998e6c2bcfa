! Loop: `private` and `firstprivate` scalars and a private work array (§2.5.13, §2.9.10)
! on a loop with an inner sequential loop.
! expect-exit: 0
! expect-stdout:
! | y(1), y(n) =      15.0     582.0
! | PASS
program loop_private
  implicit none
  integer, parameter :: n = 64
  real :: x(n), y(n), tmp, scale, work(3)
  integer :: i, j, bad
  scale = 3.0
  do i = 1, n
    x(i) = real(i)
  end do
  !$acc parallel copyin(x) copyout(y) firstprivate(scale)
  !$acc loop private(tmp, work)
  do i = 1, n
    tmp = x(i) * scale
    do j = 1, 3
      work(j) = tmp + real(j)
    end do
    y(i) = work(1) + work(2) + work(3)
  end do
  !$acc end parallel
  bad = 0
  do i = 1, n
    if (y(i) /= 3.0 * (x(i) * scale) + 6.0) bad = bad + 1
  end do
  print '(a, 2f10.1)', 'y(1), y(n) =', y(1), y(n)
  if (bad == 0) then
    print '(a)', 'PASS'
  else
    print '(a, i6)', 'FAIL', bad
  end if
end program loop_private
