! Branches out of OpenACC constructs (OpenACC 3.3 §2.5, §2.9): EXIT and CYCLE may not leave
! a compute construct or the loops of a loop construct; RETURN may not leave either. The
! rules are the shared layer's (crates/oxacc-offload/src/jumps.rs).
subroutine jumps(a, n)
  implicit none
  integer :: n, i, j
  real :: a(n)
  outer: do j = 1, 2
    !$acc parallel loop copy(a)
    do i = 1, n
      if (a(i) < 0.0) exit
      if (a(i) > 5.0) cycle
      if (a(i) > 9.0) cycle outer
      a(i) = 1.0
    end do
  end do outer
  !$acc parallel copy(a)
  do i = 1, n
    if (a(i) < 0.0) exit
  end do
  !$acc loop
  do i = 1, n
    do j = 1, 3
      if (j == 2) exit
      if (j == 3) cycle
    end do
  end do
  if (n > 3) return
  !$acc end parallel
  !$acc kernels copy(a)
  do i = 1, n
    if (a(i) > 1.0) return
  end do
  !$acc end kernels
end subroutine jumps

program use_api
  use openacc
  implicit none
  real :: x(10)
  call acc_copyin()
  call acc_copyin(x, 40, 1)
  call acc_copyin(1.5)
  call acc_copyin_async(x)
  call acc_copyin(x(1), 2.5)
end program use_api
! expect-error: 11:23: 'EXIT' statement cannot be used to leave an OpenACC loop
! expect-error: 13:23: 'CYCLE' statement cannot be used to leave an OpenACC loop
! expect-error: 28:14: invalid return out of OpenACC Compute Construct
! expect-error: 32:21: invalid return out of OpenACC Compute Construct
! expect-error: 41:3: 'acc_copyin' takes an array or variable, or a start element and a byte count (OpenACC 3.3 §3.2)
! expect-error: 42:3: 'acc_copyin' takes an array or variable, or a start element and a byte count (OpenACC 3.3 §3.2)
! expect-error: 43:19: a variable is required at (1)
! expect-error: 44:3: 'acc_copyin_async' takes an array or variable, async, or a start element and a byte count, async (OpenACC 3.3 §3.2)
! expect-error: 45:25: the byte count of 'acc_copyin' must be a scalar integer
