! Async: a pipeline over blocks of an array, each block on its own queue (`async(mod(b, 3) + 1)`):
! `update device(a(lo:hi)) async(q)`, a `parallel loop async(q)` on the block, `update
! self(a(lo:hi)) async(q)`, then `wait(1, 2, 3)` and a `wait` directive with `async` of its
! own (§2.16): the operations of one queue run in order, the host waits for all before use.
! expect-exit: 0
! expect-stdout:
! | a(1), a(n/2), a(n) =         3.0     12001.0     24001.0
! | PASS
program async_queues_pipeline
  implicit none
  integer, parameter :: n = 12000, nb = 6
  real(8), allocatable :: a(:), r(:)
  integer :: b, i, lo, hi, q
  allocate (a(n), r(n))
  do i = 1, n
    a(i) = i
  end do
  r = a * 2 + 1
  !$acc enter data create(a)
  do b = 1, nb
    lo = (b - 1) * (n / nb) + 1
    hi = b * (n / nb)
    q = mod(b, 3) + 1
    !$acc update device(a(lo:hi)) async(q)
    !$acc parallel loop present(a) async(q)
    do i = lo, hi
      a(i) = a(i) * 2 + 1
    end do
    !$acc update self(a(lo:hi)) async(q)
  end do
  !$acc wait(1, 2, 3)
  print '(a, 3f12.1)', 'a(1), a(n/2), a(n) =', a(1), a(n / 2), a(n)
  !$acc parallel loop present(a) async(4)
  do i = 1, n
    a(i) = a(i) - 1
  end do
  !$acc wait(4) async(5)
  !$acc update self(a) async(5)
  !$acc wait
  !$acc exit data delete(a)
  if (all(a == r - 1)) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program async_queues_pipeline
