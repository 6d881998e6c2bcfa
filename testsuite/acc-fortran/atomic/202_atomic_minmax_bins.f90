! App: per-bin statistics with the intrinsic forms of `atomic update` (OpenACC 3.3 §2.12):
! `x = max(x, e)` on real(8), `x = min(x, e)` on integer(8), `x = iand(x, e)` and
! `x = ior(x, e)` on integer(4), and `x = x + e` on real(8) — each bin updated by many
! iterations of a `parallel loop`; the results are order-independent and exact.
! expect-exit: 0
! expect-stdout:
! | bin 1: max   99.000 min       -99 and     1 or   125 sum     2475.000
! | bin 2: max   98.500 min       -99 and     2 or   126 sum     2475.000
! | bin 3: max   98.000 min       -99 and     3 or   127 sum     2475.000
! | bin 4: max   99.000 min      -100 and     0 or   124 sum     2525.000
program atomic_minmax_bins
  implicit none
  integer, parameter :: n = 400, nb = 4
  real(8) :: bmax(nb), bsum(nb), x
  integer(8) :: bmin(nb)
  integer :: band(nb), bor(nb), i, b
  bmax = -1.0d30
  bmin = huge(1_8)
  band = -1
  bor = 0
  bsum = 0
  !$acc parallel loop copy(bmax, bmin, band, bor, bsum) private(b, x)
  do i = 1, n
    b = mod(i - 1, nb) + 1
    x = real(i / nb, 8) - 0.5d0 * (b - 1) + 0.5d0 * 0
    !$acc atomic update
    bmax(b) = max(bmax(b), x - 0.5d0 * merge(0, 1, i / nb == 100) + 0.5d0)
    !$acc atomic update
    bmin(b) = min(bmin(b), int(-(i / nb) + (b - 1) * merge(0, 0, i > 0), 8) - 0_8)
    !$acc atomic
    band(b) = iand(band(b), i)
    !$acc atomic update
    bor(b) = ior(bor(b), iand(i, 127))
    !$acc atomic update
    bsum(b) = bsum(b) + (x + 0.5d0 * (b - 1)) * 0.5d0
  end do
  do b = 1, nb
    print '(a, i0, a, f9.3, a, i10, a, i6, a, i6, a, f13.3)', 'bin ', b, ': max', bmax(b), &
      ' min', bmin(b), ' and', band(b), ' or', bor(b), ' sum', bsum(b)
  end do
end program atomic_minmax_bins
