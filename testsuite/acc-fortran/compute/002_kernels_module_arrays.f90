! Compute: `kernels` regions without data clauses (implicit copy of module arrays, §2.6.2)
! containing whole-array assignments, an array expression and DO loops.
! expect-exit: 0
! expect-stdout:
! | sum(u) =      98174.00
! | u(1:3) =      1.00      6.00      9.00
! | PASS
module state
  implicit none
  integer, parameter :: n = 256
  real(8) :: u(n), v(n), w(n)
end module state

program kernels_module
  use state
  implicit none
  integer :: i
  real(8) :: total, ref(n), rv(n), rw(n)
  do i = 1, n
    u(i) = real(i, 8)
  end do
  ! The same computation on the host, for the check.
  ref = u
  rv = ref * 2.0d0
  rw = rv + ref
  do i = 2, n - 1
    ref(i) = 0.5d0 * (rw(i - 1) + rw(i + 1))
  end do
  !$acc kernels
  v(:) = u(:) * 2.0d0
  w = v + u
  do i = 2, n - 1
    u(i) = 0.5d0 * (w(i - 1) + w(i + 1))
  end do
  !$acc end kernels
  total = sum(u)
  print '(a, f14.2)', 'sum(u) =', total
  print '(a, 3f10.2)', 'u(1:3) =', u(1:3)
  if (all(u == ref) .and. all(w == rw)) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program kernels_module
