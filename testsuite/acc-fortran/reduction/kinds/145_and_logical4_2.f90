! Reduction `.and.` over logical(4) on `parallel loop gang vector` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r =  F
! | PASS
program red_and_logical4_2
  implicit none
  integer, parameter :: n = 64
  logical(4) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = i /= n / 2
  end do
  r = .true.
  !$acc parallel loop gang vector copyin(v) reduction(.and.:r)
  do i = 1, n
    r = r .and. v(i)
  end do
  ref = .true.
  do i = 1, n
    ref = ref .and. v(i)
  end do
  print '(a, l2)', 'r = ', r
  if (r .eqv. ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_and_logical4_2
