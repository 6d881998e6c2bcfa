! Kernels: an integer histogram of a deterministic sequence (multiplicative hashing in
! integer(8)), bin counts, prefix sums for a counting sort, and the sorted sequence's checks.
! expect-exit: 0
! expect-stdout:
! |    306   307   309   312   309   312   314   317
! |    313   320   318   314   313   314   313   309
! | bucketed in order: T
! | 5000 0 1599
program hist
  use iso_fortran_env, only: int64
  implicit none
  integer, parameter :: n = 5000, nbins = 16
  integer :: keys(n), bins(nbins), start(nbins + 1), sorted(n), i, b
  integer(int64) :: h
  do i = 1, n
    h = mod(int(i, int64) * 2654435761_int64, 4294967296_int64)
    keys(i) = int(mod(h, int(nbins * 100, int64)))
  end do
  bins = 0
  do i = 1, n
    b = keys(i) / 100 + 1
    bins(b) = bins(b) + 1
  end do
  write(*, '(8i6)') bins
  start(1) = 1
  do b = 1, nbins
    start(b + 1) = start(b) + bins(b)
  end do
  do i = 1, n
    b = keys(i) / 100 + 1
    sorted(start(b)) = keys(i)
    start(b) = start(b) + 1
  end do
  write(*, '(a,l2)') 'bucketed in order:', all(sorted(2:) / 100 >= sorted(:n - 1) / 100)
  write(*, '(i0,1x,i0,1x,i0)') sum(bins), minval(keys), maxval(keys)
end program hist
