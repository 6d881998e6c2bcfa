! Reductions at every level of a nest (OpenACC 3.3 §2.9.11): `loop gang reduction(+:s)`
! around `loop worker reduction(+:s)` around `loop vector reduction(+:s)`, a `max` reduction
! on the worker level only, and a per-row `reduction(+:r)` on a private accumulator of the
! vector loop; every sum checked against the sequential loops.
! expect-exit: 0
! expect-stdout:
! | s     =    306000.0
! | m     = 369
! | rows  =    8700.0  104400.0
! | ok    = T
program gang_worker_vector_nested
  implicit none
  integer, parameter :: ni = 12, nj = 10, nk = 30
  real(8) :: s, r, rows(ni), sref
  integer :: i, j, k, m, mref
  s = 0
  m = 0
  !$acc parallel num_gangs(4) num_workers(2) vector_length(32) copy(s, m) copyout(rows)
  !$acc loop gang reduction(+:s) private(r)
  do i = 1, ni
    r = 0
    !$acc loop worker reduction(+:s, r) reduction(max:m)
    do j = 1, nj
      !$acc loop vector reduction(+:s, r)
      do k = 1, nk
        s = s + i * 10 + j + k - 1
        r = r + k * i * 2 - 2 * i + i * j * 0
      end do
      m = max(m, i * nk + j - 1)
    end do
    rows(i) = r
  end do
  !$acc end parallel
  sref = 0
  mref = 0
  do i = 1, ni
    do j = 1, nj
      do k = 1, nk
        sref = sref + i * 10 + j + k - 1
      end do
      mref = max(mref, i * nk + j - 1)
    end do
  end do
  print '(a, f12.1)', 's     =', s
  print '(a, i0)', 'm     = ', m
  print '(a, 2f10.1)', 'rows  =', rows(1), rows(ni)
  print '(a, l1)', 'ok    = ', s == sref .and. m == mref
end program gang_worker_vector_nested
