! acc_wait_any and acc_wait_any_device (OpenACC 3.3 §3.2.13) from the openacc module: the
! module had no interface for them (an external 'acc_wait_any_' with an implicit REAL
! result). Three queues fill their part of an array and copy it back asynchronously; the
! program waits for whichever finishes, checks that queue's part on the host at once, and
! retires it (acc_async_sync) until acc_wait_any answers -1. The index is the C routine's,
! counted from 0. A queue's part is checked only after its own wait, so with discrete memory
! a result read before its queue finished would be wrong. gfortran 12's openacc module and
! libgomp lack the routine: the reference build polls acc_async_test itself.
! expect-exit: 0
! expect-stdout:
! | queue 1: reported 1 time(s), sum       500500.0
! | queue 2: reported 1 time(s), sum      1500500.0
! | queue 3: reported 1 time(s), sum      2500500.0
! | all retired: -1
! | device form: 1 -1
! | element form: 0
program wait_any
  use openacc
  implicit none
  integer, parameter :: n = 1000, nq = 3
  real(8) :: a(n, nq)
  integer(acc_handle_kind) :: queues(nq), one(2)
  integer :: reported(nq), i, k, idx, dev
  real(8) :: sums(nq)
  a = 0
  reported = 0
  !$acc enter data create(a)
  do k = 1, nq
    queues(k) = 10 + k
    !$acc parallel loop async(queues(k)) present(a)
    do i = 1, n
      a(i, k) = i + (k - 1) * n
    end do
    !$acc update self(a(:, k)) async(queues(k))
  end do
  do
    idx = acc_wait_any(nq, queues)
    if (idx < 0) exit
    k = idx + 1
    reported(k) = reported(k) + 1
    sums(k) = sum(a(:, k))
    queues(k) = acc_async_sync
  end do
  do k = 1, nq
    print '(a, i0, a, i0, a, f14.1)', 'queue ', k, ': reported ', reported(k), &
      ' time(s), sum ', sums(k)
  end do
  print '(a, i0)', 'all retired: ', acc_wait_any(nq, queues)
  ! The device form, on the current device: one queue still running, one retired.
  dev = acc_get_device_num(acc_get_device_type())
  one(1) = acc_async_sync
  one(2) = 7
  !$acc parallel loop async(7) present(a)
  do i = 1, n
    a(i, 1) = -a(i, 1)
  end do
  idx = acc_wait_any_device(2, one, dev)
  one(2) = acc_async_sync
  print '(a, i0, 1x, i0)', 'device form: ', idx, acc_wait_any_device(2, one, dev)
  ! An element passed for the array (sequence association): the queues from there on.
  queues(2) = 4
  !$acc parallel loop async(4) present(a)
  do i = 1, n
    a(i, 2) = 0
  end do
  print '(a, i0)', 'element form: ', acc_wait_any(1, queues(2))
  !$acc exit data delete(a)
#ifdef __GFORTRAN__
contains
  integer function acc_wait_any(count, wait_arg)
    integer :: count
    integer(acc_handle_kind) :: wait_arg(*)
    integer :: j
    if (all(wait_arg(1:count) == acc_async_sync)) then
      acc_wait_any = -1
      return
    end if
    do
      do j = 1, count
        if (wait_arg(j) /= acc_async_sync) then
          if (acc_async_test(wait_arg(j))) then
            acc_wait_any = j - 1
            return
          end if
        end if
      end do
    end do
  end function acc_wait_any

  integer function acc_wait_any_device(count, wait_arg, dev_num)
    integer :: count, dev_num
    integer(acc_handle_kind) :: wait_arg(*)
    acc_wait_any_device = acc_wait_any(count, wait_arg)
  end function acc_wait_any_device
#endif
end program wait_any
