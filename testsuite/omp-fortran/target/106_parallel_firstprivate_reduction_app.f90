! `firstprivate` and `reduction` on `!$omp parallel` nested in `!$omp target teams` and in
! `!$omp target` (OpenMP 4.5 §2.15.3.4, §2.15.3.6), and `!$omp parallel do reduction
! firstprivate` inside `!$omp target teams distribute`: each thread's copy starts from the
! value before the region (or the operator's identity) and the copies are combined into the
! team's variable at the region's end. Module procedures taking assumed-shape and
! explicit-shape arrays, the arrays without map clauses. Output independent of the team size.
! expect-exit: 0
! expect-stdout:
! | norm: 2870.0 T
! | rows: 63 T
! | count: T T
module nested_parallel
  implicit none
contains
  real(8) function weighted_norm(x, w) result(r)
    real(8), intent(in) :: x(:)
    real(8), intent(in) :: w
    real(8) :: s, scale
    integer :: i
    s = 0
    scale = w
    !$omp target teams num_teams(1) map(tofrom: s)
    !$omp parallel firstprivate(scale) reduction(+: s)
    !$omp do
    do i = 1, size(x)
      s = s + scale * x(i) * x(i)
    end do
    scale = -1
    !$omp end parallel
    !$omp end target teams
    r = s
  end function

  subroutine row_sums(n, m, a, rs, shift)
    integer, intent(in) :: n, m, shift
    integer, intent(in) :: a(n, m)
    integer, intent(out) :: rs(n)
    integer :: i, j, t, k
    k = shift
    !$omp target teams distribute
    do i = 1, n
      t = 0
      !$omp parallel do reduction(+: t) firstprivate(k)
      do j = 1, m
        t = t + a(i, j) + k
      end do
      rs(i) = t
    end do
  end subroutine

  subroutine census(hits, nth)
    integer, intent(out) :: hits, nth
    integer :: base
    hits = 0
    nth = 0
    base = 2
    !$omp target map(tofrom: hits, nth)
    !$omp parallel firstprivate(base) reduction(+: hits, nth)
    hits = hits + base
    base = base * 10
    nth = nth + 1
    !$omp end parallel
    !$omp end target
  end subroutine
end module

program nested
  use nested_parallel
  implicit none
  real(8) :: x(20)
  integer :: a(10, 3), rs(10), i, j, hits, nth
  x = [(real(i, 8), i = 1, 20)]
  print '(a,f0.1,1x,l1)', 'norm: ', weighted_norm(x, 1.0d0), weighted_norm(x, 2.0d0) == 5740
  a = reshape([((i * j, i = 1, 10), j = 1, 3)], [10, 3])
  call row_sums(10, 3, a, rs, 1)
  print '(a,i0,1x,l1)', 'rows: ', rs(10), all(rs == [(6 * i + 3, i = 1, 10)])
  call census(hits, nth)
  print '(a,l1,1x,l1)', 'count: ', hits == 2 * nth, nth >= 1
end program
