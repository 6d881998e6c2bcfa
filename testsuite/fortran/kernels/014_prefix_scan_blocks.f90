! Kernels: a two-level (block-wise) inclusive prefix sum as a GPU scan is organised: per-block
! scans, a scan of block totals, and the offsets added back; checked against a serial scan.
! expect-exit: 0
! expect-stdout:
! | blocks 16
! | matches serial scan: T
! |      -9    -45      2     31     42    -66     10     68
! | 22 -72 87
program scan
  implicit none
  integer, parameter :: n = 1000, bs = 64
  integer :: v(n), s1(n), s2(n), nb, b, lo, hi, i
  integer, allocatable :: totals(:)
  v = [(mod(i * 7919, 101) - 50, i = 1, n)]
  s1(1) = v(1)
  do i = 2, n
    s1(i) = s1(i - 1) + v(i)
  end do
  nb = (n + bs - 1) / bs
  allocate(totals(nb))
  do b = 1, nb
    lo = (b - 1) * bs + 1
    hi = min(b * bs, n)
    s2(lo) = v(lo)
    do i = lo + 1, hi
      s2(i) = s2(i - 1) + v(i)
    end do
    totals(b) = s2(hi)
  end do
  do b = 2, nb
    totals(b) = totals(b) + totals(b - 1)
  end do
  do b = 2, nb
    lo = (b - 1) * bs + 1
    hi = min(b * bs, n)
    s2(lo:hi) = s2(lo:hi) + totals(b - 1)
  end do
  write(*, '(a,i0)') 'blocks ', nb
  write(*, '(a,l2)') 'matches serial scan:', all(s1 == s2)
  write(*, '(8i7)') s2(1:n:125)
  write(*, '(i0,1x,i0,1x,i0)') s2(n), minval(s2), maxval(s2)
end program scan
