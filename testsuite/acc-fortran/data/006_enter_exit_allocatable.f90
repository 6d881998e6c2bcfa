! Data: allocatable arrays with `enter data create/copyin`, `update device/self` and
! `exit data copyout/delete` (§2.6.6, §2.14.4) across several compute constructs.
! expect-exit: 0
! expect-stdout:
! | b(0), b(1), b(n-1) =       1.0       6.0    1500.0
! | PASS
program enter_exit
  implicit none
  real, allocatable :: a(:), b(:)
  integer :: n, i, bad
  n = 500
  allocate(a(n), b(0:n-1))
  do i = 1, n
    a(i) = real(i)
  end do
  !$acc enter data copyin(a) create(b)
  !$acc parallel loop present(a, b)
  do i = 1, n
    b(i - 1) = 2.0 * a(i)
  end do
  a(1) = -1.0
  !$acc update device(a(1:1))
  !$acc parallel loop present(a, b)
  do i = 1, n
    b(i - 1) = b(i - 1) + a(i)
  end do
  !$acc update self(b)
  !$acc exit data delete(a) copyout(b)
  bad = 0
  do i = 2, n
    if (b(i - 1) /= 3.0 * real(i)) bad = bad + 1
  end do
  print '(a, 3f10.1)', 'b(0), b(1), b(n-1) =', b(0), b(1), b(n - 1)
  if (bad == 0 .and. b(0) == 1.0) then
    print '(a)', 'PASS'
  else
    print '(a, i6)', 'FAIL', bad
  end if
  deallocate(a, b)
end program enter_exit
