! `finalize` on `exit data` (OpenACC 3.3 §2.6.6, §2.14.7): an array entered twice has a dynamic
! reference count of 2, so a plain `exit data copyout` only counts down and copies nothing,
! while `exit data copyout(...) finalize` sets the count to zero and copies the device values
! back at once; `enter data ... wait` waits for the queue that filled the device copy first.
! expect-exit: 0
! expect-stdout:
! | a(1), a(n) after finalize =      3.0000    300.0000
! | b(1), b(n) after delete   =      2.0000    200.0000
program exit_data_finalize
  implicit none
  integer, parameter :: n = 100
  real(8) :: a(n), b(n)
  integer :: i
  do i = 1, n
    a(i) = i
    b(i) = i
  end do
  !$acc enter data copyin(a) async(1)
  !$acc enter data copyin(a) wait(1)
  !$acc enter data copyin(b)
  !$acc enter data create(b)
  !$acc parallel loop present(a, b)
  do i = 1, n
    a(i) = 3 * a(i)
    b(i) = 2 * b(i)
  end do
  ! Both references to a go at once: the values come back now.
  !$acc exit data copyout(a) finalize
  ! b: bring the values back by update, drop every reference at once, change the host copy,
  ! and map it anew: the new device copy has the host's values.
  !$acc update self(b)
  !$acc exit data delete(b) finalize
  b = b + 100
  !$acc enter data copyin(b)
  !$acc parallel loop present(b)
  do i = 1, n
    b(i) = b(i) - 100
  end do
  !$acc exit data copyout(b)
  print '(a, 2f12.4)', 'a(1), a(n) after finalize =', a(1), a(n)
  print '(a, 2f12.4)', 'b(1), b(n) after delete   =', b(1), b(n)
end program exit_data_finalize
