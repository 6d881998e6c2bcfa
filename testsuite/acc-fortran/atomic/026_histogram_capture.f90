! Atomic: a histogram updated with `atomic update` on array elements in a kernels loop, and
! `atomic capture` of the old value (`v = x` then `x = x + 1`) giving every iteration its own
! slot (§2.12).
! expect-exit: 0
! expect-stdout:
! | hist =  30  30  30  30  30  30  30  30  30  30
! | next =  300
! | PASS
program histogram_capture
  implicit none
  integer, parameter :: n = 300, nb = 10
  integer :: hist(nb), slot(n), seen(n), next, i, b, mine
  hist = 0
  next = 0
  !$acc kernels loop copy(hist, next) copyout(slot) private(b, mine)
  do i = 1, n
    b = mod(i * 7, nb) + 1
    !$acc atomic update
    hist(b) = hist(b) + 1
    !$acc atomic capture
    mine = next
    next = next + 1
    !$acc end atomic
    slot(i) = mine
  end do
  seen = 0
  do i = 1, n
    seen(slot(i) + 1) = seen(slot(i) + 1) + 1
  end do
  print '(a, 10i4)', 'hist =', hist
  print '(a, i5)', 'next =', next
  if (sum(hist) == n .and. next == n .and. all(seen == 1)) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program histogram_capture
