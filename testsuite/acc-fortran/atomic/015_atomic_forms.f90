! Atomic: the Fortran forms of §2.12 inside parallel loops: update with + and an
! intrinsic (max, ior), read, write, and a capture block with end atomic.
! expect-exit: 0
! expect-stdout:
! | hist =   40   40   40   40   40
! | total, biggest, bits, ticket =   20100    1005    1023     200
! | sum, seen =    10050.00  1
! | PASS
program atomic_forms
  implicit none
  integer, parameter :: n = 200
  integer :: hist(5), i, bin, total, biggest, bits, ticket, seen, last
  real(8) :: acc_sum, x
  hist = 0
  total = 0
  biggest = 0
  bits = 0
  ticket = 0
  seen = 0
  acc_sum = 0.0d0
  !$acc parallel loop copy(hist, total, biggest, bits, ticket, seen, acc_sum) private(bin, x, last)
  do i = 1, n
    bin = mod(i, 5) + 1
    !$acc atomic update
    hist(bin) = hist(bin) + 1
    !$acc atomic
    total = total + i
    !$acc atomic update
    biggest = max(biggest, mod(i * 7919, 1009))
    !$acc atomic update
    bits = ior(bits, 2**mod(i, 10))
    x = real(i, 8) * 0.5d0
    !$acc atomic update
    acc_sum = acc_sum + x
    !$acc end atomic
    !$acc atomic capture
    ticket = ticket + 1
    last = ticket
    !$acc end atomic
    !$acc atomic write
    seen = 1
  end do
  print '(a, 5i5)', 'hist =', hist
  print '(a, 4i8)', 'total, biggest, bits, ticket =', total, biggest, bits, ticket
  print '(a, f12.2, i3)', 'sum, seen =', acc_sum, seen
  if (all(hist == n / 5) .and. total == n * (n + 1) / 2 .and. ticket == n .and. &
      bits == 1023 .and. acc_sum == real(n * (n + 1), 8) * 0.25d0 .and. seen == 1) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program atomic_forms
