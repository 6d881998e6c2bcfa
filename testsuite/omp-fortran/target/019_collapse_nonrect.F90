! Non-rectangular `collapse(n)` on device loop constructs (OpenMP 5.0 §2.9.1): a triangular
! nest on `target teams distribute parallel do`, one with a reduction on `target parallel do`,
! a `collapse(3)` whose innermost loop depends on the middle one with a reduction,
! and the application's way: a module procedure taking assumed-shape arrays that builds a
! symmetric matrix from its upper triangle and multiplies it with a vector, timed with
! omp_get_wtime. gfortran 12 and flang-22 refuse such nests ("collapsed loops don't form
! rectangular iteration space", "Trip count must be computable and invariant"): the
! expectation comes from their build of the same loops without `collapse`, which must not
! change the results (collapse only decides how the iterations are shared).
! expect-exit: 0
! expect-stdout:
! | triangle: 65025 1275 100
! | reduction: 20825 1225
! | tetra: 22100 292825
! | symmetric: 2.000000 110.230531 1887.500000
! | timing ok
#if defined(__GFORTRAN__) || defined(__flang__)
#define COLLAPSE(n)
#else
#define COLLAPSE(n) collapse(n)
#endif
module packed
  use omp_lib
  implicit none
contains
  subroutine symmetrize(upper, full)
    real(8), intent(in) :: upper(:, :)
    real(8), intent(out) :: full(:, :)
    integer :: i, j, n
    n = size(upper, 1)
    !$omp target teams distribute parallel do COLLAPSE(2) map(to: upper) map(from: full)
    do j = 1, n
      do i = 1, j
        full(i, j) = upper(i, j)
        full(j, i) = upper(i, j)
      end do
    end do
  end subroutine

  subroutine matvec(full, x, y)
    real(8), intent(in) :: full(:, :), x(:)
    real(8), intent(out) :: y(:)
    integer :: i, k
    !$omp target teams distribute parallel do map(to: full, x) map(from: y)
    do i = 1, size(y)
      y(i) = 0
      do k = 1, size(x)
        y(i) = y(i) + full(i, k) * x(k)
      end do
    end do
  end subroutine
end module

program collapse_nonrect_target
  use packed
  implicit none
  integer, parameter :: n = 50
  integer :: a(n, n), t(n, n, n), i, j, k, s, cnt
  real(8) :: upper(n, n), full(n, n), x(n), y(n), t0

  a = 0
  !$omp target teams distribute parallel do COLLAPSE(2) map(tofrom: a)
  do i = 1, n
    do j = i, n
      a(i, j) = i + j
    end do
  end do
  print '(a,i0,1x,i0,1x,i0)', 'triangle: ', sum(a), count(a > 0), a(n, n)

  s = 0
  cnt = 0
  !$omp target parallel do COLLAPSE(2) reduction(+: s, cnt)
  do i = 2, n
    do j = 1, i - 1
      s = s + j
      cnt = cnt + 1
    end do
  end do
  print '(a,i0,1x,i0)', 'reduction: ', s, cnt

  t = 0
  cnt = 0
  !$omp target teams distribute parallel do COLLAPSE(3) map(tofrom: t) reduction(+: cnt)
  do i = 1, n
    do j = i, n
      do k = j, n
        t(i, j, k) = 1
        cnt = cnt + i
      end do
    end do
  end do
  print '(a,i0,1x,i0)', 'tetra: ', sum(t), cnt

  t0 = omp_get_wtime()
  upper = 0
  do j = 1, n
    do i = 1, j
      upper(i, j) = dble(i + j) / 2
    end do
  end do
  call symmetrize(upper, full)
  x = [(1d0 / i, i = 1, n)]
  call matvec(full, x, y)
  print '(a,f0.6,1x,f0.6,1x,f0.6)', 'symmetric: ', full(2, 2), y(n) - y(1), sum(full(:, n))
  if (omp_get_wtime() - t0 >= 0) print '(a)', 'timing ok'
end program
