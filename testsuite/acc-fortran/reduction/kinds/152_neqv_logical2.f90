! Reduction `.neqv.` over logical(2) on `parallel loop gang` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r =  T
! | PASS
program red_neqv_logical2
  implicit none
  integer, parameter :: n = 64
  logical(2) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = logical(mod(i, 3) == 0, 2)
  end do
  r = logical(.false., 2)
  !$acc parallel loop gang copyin(v) reduction(.neqv.:r)
  do i = 1, n
    r = r .neqv. v(i)
  end do
  ref = logical(.false., 2)
  do i = 1, n
    ref = ref .neqv. v(i)
  end do
  print '(a, l2)', 'r = ', r
  if (r .eqv. ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_neqv_logical2
