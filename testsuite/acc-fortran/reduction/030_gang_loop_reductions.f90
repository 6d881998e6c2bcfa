! Reductions across levels (§2.5.15, §2.9.11): a sum on a `parallel` construct fed by a gang
! loop whose inner vector loop reduces a row maximum into a private scalar, and a reduction
! on a `loop` with `seq` inner loops.
! expect-exit: 0
! expect-stdout:
! | total, count =    448.00   743
! | PASS
program gang_loop_reductions
  implicit none
  integer, parameter :: nr = 32, nc = 48
  real(8) :: m(nc, nr), total, rowmax, ref_total, ref
  integer :: i, j, cnt
  do j = 1, nr
    do i = 1, nc
      m(i, j) = real(mod(i * 13 + j * 7, 29), 8) * 0.5d0
    end do
  end do
  total = 0.0d0
  cnt = 0
  !$acc parallel copyin(m) reduction(+:total)
  !$acc loop gang private(rowmax) reduction(+:total)
  do j = 1, nr
    rowmax = 0.0d0
    !$acc loop vector reduction(max:rowmax)
    do i = 1, nc
      rowmax = max(rowmax, m(i, j))
    end do
    total = total + rowmax
  end do
  !$acc end parallel
  !$acc parallel loop copyin(m) reduction(+:cnt)
  do j = 1, nr
    do i = 1, nc
      if (m(i, j) > 7.0d0) cnt = cnt + 1
    end do
  end do
  ref_total = 0.0d0
  do j = 1, nr
    ref = 0.0d0
    do i = 1, nc
      ref = max(ref, m(i, j))
    end do
    ref_total = ref_total + ref
  end do
  print '(a, f10.2, i6)', 'total, count =', total, cnt
  if (total == ref_total .and. cnt == count(m > 7.0d0)) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program gang_loop_reductions
