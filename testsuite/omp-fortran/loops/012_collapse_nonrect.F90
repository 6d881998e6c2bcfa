! Non-rectangular `collapse(n)` (OpenMP 5.0 §2.9.1: the bounds of an inner associated loop may
! use an outer loop's variable): a triangular nest `j = i, n`, one below the diagonal
! `j = 1, i - 1`, a band with an affine bound `2 * i`, a `collapse(3)` whose innermost loop
! depends on the middle one, and a `collapse(3)` whose middle loop is rectangular and the
! innermost depends on the outermost, with a reduction and an `!$omp do` in a parallel region.
! gfortran 12 and flang-22 refuse such nests ("collapsed loops don't form rectangular
! iteration space", "Trip count must be computable and invariant"): the expectation comes
! from their build of the same loops without `collapse`, which must not change the results
! (collapse only decides how the iterations are shared among the threads).
! expect-exit: 0
! expect-stdout:
! | upper: 65025 1275 100
! | lower: 791350 1225 20825
! | band: 1275 662.5000
! | tetra: 22100 292825
! | mixed: 81270 2870
#if defined(__GFORTRAN__) || defined(__flang__)
#define COLLAPSE(n)
#else
#define COLLAPSE(n) collapse(n)
#endif
program collapse_nonrect
  implicit none
  integer, parameter :: n = 50
  integer :: a(n, n), t(n, n, n), i, j, k, s, cnt
  real(8) :: b(n, 2 * n)

  a = 0
  !$omp parallel do COLLAPSE(2)
  do i = 1, n
    do j = i, n
      a(i, j) = i + j
    end do
  end do
  print '(a,i0,1x,i0,1x,i0)', 'upper: ', sum(a), count(a > 0), a(n, n)

  a = 0
  s = 0
  !$omp parallel do COLLAPSE(2) reduction(+: s)
  do i = 2, n
    do j = 1, i - 1
      a(i, j) = i * j
      s = s + j
    end do
  end do
  print '(a,i0,1x,i0,1x,i0)', 'lower: ', sum(a), count(a > 0), s

  b = 0
  !$omp parallel
  !$omp do COLLAPSE(2)
  do i = 1, n
    do j = i, 2 * i
      b(i, j) = dble(j - i) / i
    end do
  end do
  !$omp end do
  !$omp end parallel
  print '(a,i0,1x,f0.4)', 'band: ', count(b > 0), sum(b)

  t = 0
  cnt = 0
  !$omp parallel do COLLAPSE(3) reduction(+: cnt)
  do i = 1, n
    do j = i, n
      do k = j, n
        t(i, j, k) = 1
        cnt = cnt + i
      end do
    end do
  end do
  print '(a,i0,1x,i0)', 'tetra: ', sum(t), cnt

  t = 0
  !$omp parallel do COLLAPSE(3)
  do i = 1, 20
    do j = 1, 7
      do k = i, 30
        t(i, j, k) = i + k
      end do
    end do
  end do
  print '(a,i0,1x,i0)', 'mixed: ', sum(t), count(t > 0)
end program
