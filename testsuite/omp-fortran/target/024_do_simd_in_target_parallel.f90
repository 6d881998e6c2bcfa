! `!$omp do simd` in `!$omp target parallel` and in a parallel region of `!$omp target teams`
! (OpenMP 4.5 §2.8.3): the iterations are shared by the team's threads (on the GPU the lanes
! of the gang, as the combined `target teams distribute parallel do simd`'s), with reduction
! and firstprivate; `!$omp parallel do simd` directly in a `target` region; a `simd` loop
! inside a worksharing DO. As C's omp/target/329, in a procedure taking the arrays.
! expect-exit: 0
! expect-stdout:
! | do simd: 8386560.0 T
! | teams: 1365 T
! | parallel do simd: 12285 T
! | do + simd: 4096 T
module simd_work
  implicit none
contains
  real(8) function axpy_sum(n, a, x, y)
    integer, intent(in) :: n
    real(8), intent(in) :: a, x(n)
    real(8), intent(inout) :: y(n)
    real(8) :: s
    integer :: i
    s = 0
    !$omp target parallel map(to: x) map(tofrom: y, s)
    !$omp do simd reduction(+: s) firstprivate(a)
    do i = 1, n
      y(i) = a * x(i) + y(i)
      s = s + x(i)
    end do
    !$omp end do simd
    !$omp end target parallel
    axpy_sum = s
  end function
end module

program do_simd
  use simd_work
  implicit none
  integer, parameter :: n = 4096
  real(8) :: x(n), y(n), r
  integer :: u(n), z(n), m(64, 64), i, j, d, mx, cnt
  do i = 1, n
    x(i) = i - 1
    y(i) = 1
  end do
  r = axpy_sum(n, 2.0d0, x, y)
  print '(a,f0.1,1x,l1)', 'do simd: ', r, all(y == 2 * x + 1)

  do i = 1, n
    u(i) = mod(i - 1, 3)
  end do
  d = 0
  !$omp target teams num_teams(1) map(to: u) map(tofrom: d)
  !$omp parallel
  !$omp do simd reduction(+: d)
  do i = 1, n
    d = d + u(i)
  end do
  !$omp end do simd
  !$omp end parallel
  !$omp end target teams
  print '(a,i0,1x,l1)', 'teams: ', d / 3, d == 4095

  mx = 0
  !$omp target map(from: z) map(tofrom: mx)
  !$omp parallel do simd reduction(max: mx)
  do i = 1, n
    z(i) = 3 * (i - 1)
    mx = max(mx, z(i))
  end do
  !$omp end parallel do simd
  !$omp end target
  print '(a,i0,1x,l1)', 'parallel do simd: ', mx, all(z == [(3 * (i - 1), i = 1, n)])

  cnt = 0
  !$omp target parallel map(from: m) map(tofrom: cnt)
  !$omp do reduction(+: cnt)
  do j = 1, 64
    !$omp simd reduction(+: cnt)
    do i = 1, 64
      m(i, j) = i + j
      cnt = cnt + 1
    end do
  end do
  !$omp end target parallel
  print '(a,i0,1x,l1)', 'do + simd: ', cnt, all(m == reshape([((i + j, i = 1, 64), j = 1, 64)], [64, 64]))
end program
