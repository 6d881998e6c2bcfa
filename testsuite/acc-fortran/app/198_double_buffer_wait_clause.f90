! App: time steps with double buffering on two queues: the step that computes buffer b from
! buffer a runs on queue 1 and waits for queue 2's copy-out of the previous result with a
! `wait(2)` clause, the copy-out (`update self ... async(2) wait(1)`) waits for the compute;
! the host reads each step's result after `wait(2)`. Section bounds of the two halves of one
! array act as the two buffers.
! expect-exit: 0
! expect-stdout:
! | step 1: sum =       30000.0
! | step 2: sum =       60000.0
! | step 3: sum =      120000.0
! | step 4: sum =      240000.0
program double_buffer_wait_clause
  implicit none
  integer, parameter :: n = 1000
  real(8) :: buf(2 * n), out(n)
  integer :: s, i, src, dst
  buf = 0
  do i = 1, n
    buf(i) = 15
  end do
  !$acc data copyin(buf) create(out)
  do s = 1, 4
    src = mod(s - 1, 2) * n
    dst = mod(s, 2) * n
    !$acc parallel loop present(buf, out) async(1) wait(2)
    do i = 1, n
      buf(dst + i) = 2 * buf(src + i)
      out(i) = buf(dst + i)
    end do
    !$acc update self(out) async(2) wait(1)
    !$acc wait(2)
    print '(a, i0, a, f14.1)', 'step ', s, ': sum =', sum(out)
  end do
  !$acc end data
end program double_buffer_wait_clause
