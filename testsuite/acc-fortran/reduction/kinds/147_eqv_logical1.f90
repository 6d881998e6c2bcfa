! Reduction `.eqv.` over logical(1) on `parallel loop vector` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r =  T
! | PASS
program red_eqv_logical1
  implicit none
  integer, parameter :: n = 64
  logical(1) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = logical(mod(i, 5) /= 0, 1)
  end do
  r = logical(.true., 1)
  !$acc parallel loop vector copyin(v) reduction(.eqv.:r)
  do i = 1, n
    r = r .eqv. v(i)
  end do
  ref = logical(.true., 1)
  do i = 1, n
    ref = ref .eqv. v(i)
  end do
  print '(a, l2)', 'r = ', r
  if (r .eqv. ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_eqv_logical1
