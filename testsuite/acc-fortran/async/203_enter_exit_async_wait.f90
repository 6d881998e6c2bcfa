! App: per-field asynchronous setup and teardown: `enter data copyin(...) async(k)` for three
! module arrays on three queues, compute regions that `wait(k)` for their own field only,
! `exit data copyout(...) async(k)` and one `wait` before the host reads; a field's queue
! orders its transfers and kernels (OpenACC 3.3 §2.16).
! expect-exit: 0
! expect-stdout:
! | a: 3.0 .. 1500.0
! | b: 5.0 .. 1003.0
! | c: -1.0 .. -500.0
module fields_m
  implicit none
  integer, parameter :: n = 500
  real(8) :: a(n), b(n), c(n)
end module fields_m

program enter_exit_async_wait
  use fields_m
  implicit none
  integer :: i
  do i = 1, n
    a(i) = i
    b(i) = 2 * i
    c(i) = -i
  end do
  !$acc enter data copyin(a) async(1)
  !$acc enter data copyin(b) async(2)
  !$acc enter data copyin(c) async(3)
  !$acc parallel loop present(a) async(1) wait(1)
  do i = 1, n
    a(i) = 3 * a(i)
  end do
  !$acc parallel loop present(b) async(2)
  do i = 1, n
    b(i) = b(i) + 3
  end do
  !$acc exit data copyout(a) async(1)
  !$acc exit data copyout(b) async(2)
  !$acc exit data copyout(c) async(3)
  !$acc wait
  print '(a, f0.1, a, f0.1)', 'a: ', a(1), ' .. ', a(n)
  print '(a, f0.1, a, f0.1)', 'b: ', b(1), ' .. ', b(n)
  print '(a, f0.1, a, f0.1)', 'c: ', c(1), ' .. ', c(n)
end program enter_exit_async_wait
