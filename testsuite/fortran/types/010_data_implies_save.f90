! Types: DATA in a subroutine gives its variables the SAVE attribute (§8.6.7): a scalar and
! array elements set through an implied DO keep the values of the previous call.
! expect-exit: 0
! expect-stdout:
! |      6    10     2     3     4
! |      7   100     2     3     4
subroutine s()
  integer :: n, v(4), k
  data n /5/
  data (v(k), k = 1, 4) /1, 2, 3, 4/
  n = n + 1
  v(1) = v(1) * 10
  print '(5i6)', n, v
end subroutine
program p
  call s()
  call s()
end program
