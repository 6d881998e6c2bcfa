! Compute: a `parallel` region with num_gangs/num_workers/vector_length and nested
! `loop gang`, `loop worker`, `loop vector` over a 3-D array.
! expect-exit: 0
! expect-stdout:
! | t(ni, nj, nk) =     81632.0
! | PASS
program levels
  implicit none
  integer, parameter :: nk = 8, nj = 16, ni = 32
  real :: t(ni, nj, nk)
  integer :: i, j, k, bad
  !$acc parallel num_gangs(nk) num_workers(4) vector_length(32) copyout(t)
  !$acc loop gang
  do k = 1, nk
    !$acc loop worker
    do j = 1, nj
      !$acc loop vector
      do i = 1, ni
        t(i, j, k) = real(i + 100 * j + 10000 * k)
      end do
    end do
  end do
  !$acc end parallel
  bad = 0
  do k = 1, nk
    do j = 1, nj
      do i = 1, ni
        if (t(i, j, k) /= real(i + 100 * j + 10000 * k)) bad = bad + 1
      end do
    end do
  end do
  print '(a, f12.1)', 't(ni, nj, nk) =', t(ni, nj, nk)
  if (bad == 0) then
    print '(a)', 'PASS'
  else
    print '(a, i8)', 'FAIL', bad
  end if
end program levels
