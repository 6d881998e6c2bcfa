! Data: `enter data` and `update` on async queues joined by `wait`, `update ... if_present`
! of data that is not present (no action, §2.14.4), and `exit data copyout ... async`.
! expect-exit: 0
! expect-stdout:
! | a(1), a(n), c(1) =       3.0     257.0      -3.0
! | PASS
program update_async
  implicit none
  integer, parameter :: n = 128
  real :: a(n), b(n), c(n)
  integer :: i
  a = 1.0
  b = 2.0
  c = 3.0
  !$acc enter data copyin(a) async(1)
  !$acc enter data create(b) async(2)
  !$acc wait(1, 2)
  !$acc update device(b) async(2)
  !$acc parallel loop present(a, b) async(2)
  do i = 1, n
    a(i) = a(i) + b(i) * real(i)
  end do
  !$acc update self(c) if_present
  c(1) = -3.0
  !$acc update device(c) if_present
  !$acc exit data copyout(a) delete(b) async(2)
  !$acc wait(2)
  print '(a, 3f10.1)', 'a(1), a(n), c(1) =', a(1), a(n), c(1)
  if (a(n) == 1.0 + 2.0 * real(n) .and. c(2) == 3.0) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program update_async
