! Loop: `collapse(2)` over a matrix product's output and `tile(8, 8)` over a transpose
! (§2.9.1, §2.9.8), checked against host loops.
! expect-exit: 0
! expect-stdout:
! | c(1, 1), c(n, n) =   -11050.00      450.00
! | PASS
program collapse_tile
  implicit none
  integer, parameter :: n = 24, m = 40
  real(8) :: a(n, m), b(m, n), c(n, n), t(m, n), ref
  integer :: i, j, k, bad
  do j = 1, m
    do i = 1, n
      a(i, j) = real(i - j, 8)
      b(j, i) = real(i + j, 8) * 0.5d0
    end do
  end do
  !$acc parallel loop collapse(2) copyin(a, b) copyout(c)
  do j = 1, n
    do i = 1, n
      c(i, j) = 0.0d0
      do k = 1, m
        c(i, j) = c(i, j) + a(i, k) * b(k, j)
      end do
    end do
  end do
  !$acc parallel loop tile(8, 8) copyin(a) copyout(t)
  do j = 1, m
    do i = 1, n
      t(j, i) = a(i, j)
    end do
  end do
  bad = 0
  do j = 1, n
    do i = 1, n
      ref = 0.0d0
      do k = 1, m
        ref = ref + a(i, k) * b(k, j)
      end do
      if (c(i, j) /= ref) bad = bad + 1
    end do
  end do
  do j = 1, m
    do i = 1, n
      if (t(j, i) /= a(i, j)) bad = bad + 1
    end do
  end do
  print '(a, 2f12.2)', 'c(1, 1), c(n, n) =', c(1, 1), c(n, n)
  if (bad == 0) then
    print '(a)', 'PASS'
  else
    print '(a, i6)', 'FAIL', bad
  end if
end program collapse_tile
