! Arrays: the items of an array constructor are evaluated once per evaluation of the
! constructor (§7.8), also when the statement assigns, reduces or passes it element by
! element: a function with a side effect (a call counter) is called once per item.
! expect-exit: 0
! expect-stdout:
! |    11   22   33 calls  3
! |    45    8   56 calls  5
! |    66   77 calls  7
! |    78 calls 11
! |    65 calls 13
! |    13 calls 41
! | calls 43
module counter
  implicit none
  integer :: calls = 0
contains
  integer function next(k)
    integer, intent(in) :: k
    calls = calls + 1
    next = k * 10 + calls
  end function next

  integer function total(v, n)
    integer, intent(in) :: n, v(n)
    total = sum(v)
  end function total
end module counter

program constructor_items
  use counter
  implicit none
  integer :: v(3), w(4), i, s
  v = [next(1), next(2), next(3)]
  print '(3i5, a, i3)', v, ' calls', calls
  w(2:4) = [next(4), 7, next(5)] + 1
  print '(3i5, a, i3)', w(2:4), ' calls', calls
  print '(2i5, a, i3)', [next(6), next(7)], ' calls', calls
  s = sum([next(1), next(1), next(1), next(1)])
  print '(i5, a, i3)', s, ' calls', calls
  print '(i5, a, i3)', total([next(2), next(2)], 2), ' calls', calls
  i = 0
  do while (maxval([next(0), next(0)]) < 40)
    i = i + 1
  end do
  print '(i5, a, i3)', i, ' calls', calls
  if (calls > 100) then
    print *, 'never'
  else if (any([next(9), next(9)] == 0)) then
    print *, 'never'
  end if
  print '(a, i3)', 'calls', calls
end program constructor_items
