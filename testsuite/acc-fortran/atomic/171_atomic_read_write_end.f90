! `atomic read` and `atomic write` (OpenACC 3.3 §2.12) with their optional `end atomic`, and
! `atomic update` written without a clause: gangs publish a flag with atomic writes, read a
! shared counter with atomic reads (the value is one of the ones written), and count with
! updates; the counts are exact.
! expect-exit: 0
! expect-stdout:
! | count   = 2000
! | flags   = 2000
! | seen ok = T
! | last    = 1
program atomic_read_write_end
  implicit none
  integer, parameter :: n = 2000
  integer :: count, flag(n), seen(n), last, i, v
  logical :: ok
  count = 0
  last = 0
  !$acc parallel loop copy(count, last) copyout(flag, seen) private(v)
  do i = 1, n
    !$acc atomic
    count = count + 1
    !$acc end atomic
    !$acc atomic write
    flag(i) = 1
    !$acc end atomic
    !$acc atomic read
    v = count
    !$acc end atomic
    seen(i) = v
    !$acc atomic write
    last = 1
  end do
  ok = all(seen >= 1 .and. seen <= n)
  print '(a, i0)', 'count   = ', count
  print '(a, i0)', 'flags   = ', sum(flag)
  print '(a, l1)', 'seen ok = ', ok
  print '(a, i0)', 'last    = ', last
end program atomic_read_write_end
