! Loop: `collapse(3)` over a 3-D array, and gang / worker / vector levels on three nested
! loops with `gang(static:*)`, `num_workers` and `vector_length` (§2.9.1–§2.9.4).
! expect-exit: 0
! expect-stdout:
! | u(ni,nj,nk), v(1,1,1) =       81012.0       20202.0
! | PASS
program collapse3_levels
  implicit none
  integer, parameter :: ni = 12, nj = 10, nk = 8
  real(8) :: u(ni, nj, nk), v(ni, nj, nk)
  integer :: i, j, k, bad
  !$acc parallel loop collapse(3) copyout(u)
  do k = 1, nk
    do j = 1, nj
      do i = 1, ni
        u(i, j, k) = real(i + 100 * j + 10000 * k, 8)
      end do
    end do
  end do
  !$acc parallel num_workers(2) vector_length(16) copyin(u) copyout(v)
  !$acc loop gang(static:*)
  do k = 1, nk
    !$acc loop worker
    do j = 1, nj
      !$acc loop vector
      do i = 1, ni
        v(i, j, k) = 2.0d0 * u(i, j, k)
      end do
    end do
  end do
  !$acc end parallel
  bad = 0
  do k = 1, nk
    do j = 1, nj
      do i = 1, ni
        if (u(i, j, k) /= real(i + 100 * j + 10000 * k, 8)) bad = bad + 1
        if (v(i, j, k) /= 2.0d0 * u(i, j, k)) bad = bad + 1
      end do
    end do
  end do
  print '(a, 2f14.1)', 'u(ni,nj,nk), v(1,1,1) =', u(ni, nj, nk), v(1, 1, 1)
  if (bad == 0) then
    print '(a)', 'PASS'
  else
    print '(a, i6)', 'FAIL', bad
  end if
end program collapse3_levels
