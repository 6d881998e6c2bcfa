! Reduction `.or.` over logical(4) on `parallel loop gang` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r =  F
! | PASS
program red_or_logical4_2
  implicit none
  integer, parameter :: n = 64
  logical(4) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = i < 0
  end do
  r = .false.
  !$acc parallel loop gang copyin(v) reduction(.or.:r)
  do i = 1, n
    r = r .or. v(i)
  end do
  ref = .false.
  do i = 1, n
    ref = ref .or. v(i)
  end do
  print '(a, l2)', 'r = ', r
  if (r .eqv. ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_or_logical4_2
