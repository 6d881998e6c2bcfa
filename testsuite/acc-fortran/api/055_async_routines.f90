! API: the asynchronous routines of the `openacc` module (§3.2.11–§3.2.14): work queued with
! `async(q)` on three queues, `acc_wait(q)`, `acc_async_test` after a wait (true),
! `acc_wait_all`, `acc_async_test_all`, and `acc_wait_async` joining a queue to another.
! expect-exit: 0
! expect-stdout:
! | queue 1 done: T
! | all done: T
! | sum(a), sum(b), sum(c) =  12507500.0     20000.0     35000.0
program async_routines
  use openacc
  implicit none
  integer, parameter :: n = 5000
  real(8) :: a(n), b(n), c(n)
  integer :: i
  a = 1
  b = 2
  c = 3
  !$acc enter data copyin(a, b, c)
  !$acc parallel loop present(a) async(1)
  do i = 1, n
    a(i) = a(i) + i
  end do
  !$acc parallel loop present(b) async(2)
  do i = 1, n
    b(i) = b(i) * 2
  end do
  call acc_wait(1)
  print '(a, l2)', 'queue 1 done:', acc_async_test(1)
  call acc_wait_async(2, 3)
  !$acc parallel loop present(b, c) async(3)
  do i = 1, n
    c(i) = c(i) + b(i)
  end do
  call acc_wait_all()
  print '(a, l2)', 'all done:', acc_async_test_all()
  !$acc exit data copyout(a, b, c)
  print '(a, 3f12.1)', 'sum(a), sum(b), sum(c) =', sum(a), sum(b), sum(c)
end program async_routines
