! Compute: `parallel loop` over a saxpy with copyin/copy data clauses on explicit arrays,
! checked against the same loop run on the host.
! expect-exit: 0
! expect-stdout:
! | y(1), y(n) =     1001.50     2500.00
! | PASS
program saxpy
  implicit none
  integer, parameter :: n = 1000
  real(8) :: x(n), y(n), expect(n), a
  integer :: i, bad
  a = 2.5d0
  do i = 1, n
    x(i) = real(i, 8)
    y(i) = real(n - i, 8)
    expect(i) = a * x(i) + y(i)
  end do
  !$acc parallel loop copyin(x) copy(y)
  do i = 1, n
    y(i) = a * x(i) + y(i)
  end do
  bad = 0
  do i = 1, n
    if (y(i) /= expect(i)) bad = bad + 1
  end do
  print '(a, 2f12.2)', 'y(1), y(n) =', y(1), y(n)
  if (bad == 0) then
    print '(a)', 'PASS'
  else
    print '(a, i6)', 'FAIL', bad
  end if
end program saxpy
