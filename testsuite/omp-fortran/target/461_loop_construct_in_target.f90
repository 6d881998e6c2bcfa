! The OpenMP 5.0 `loop` construct (§2.9.5) in target regions in Fortran, as C has it:
! `target teams loop` (with and without `end target teams loop`), `teams loop` in a target
! region, `loop` closely nested in `target teams` (`bind(teams)`) and in `target parallel`
! (`bind(parallel)`, `bind(thread)` in each thread), `target parallel loop` (with its `end`
! line), with `reduction` (+, max, min, iand, .and.), `collapse(2)` and `private`, in
! procedures taking assumed-shape arrays. Outputs never depend on the number of teams or
! threads. flang-22 needs -fopenmp-version=50 for `bind` (bless with
! FLANG="flang-22 -fopenmp-version=50").
! expect-exit: 0
! expect-stdout:
! | smooth     29692.50    269.50    51.50   269.50
! | counts      3   256     6  T     6    5500
! | rows       4403.0    8103.0   11803.0   15503.0   19203.0  1406
module loop_461_m
  implicit none
contains
  subroutine smooth(a, b, n, m, total, top)
    real(8), intent(in) :: a(:, :)
    real(8), intent(out) :: b(:, :)
    integer, intent(in) :: n, m
    real(8), intent(out) :: total, top
    integer :: i, j
    total = 0
    !$omp target teams loop collapse(2) map(to: a) map(from: b) reduction(+: total)
    do j = 1, m
      do i = 1, n
        b(i, j) = 0.5d0 * a(i, j) + 1
        total = total + b(i, j)
      end do
    end do
    !$omp end target teams loop
    top = -1
    !$omp target map(to: b) map(tofrom: top)
    !$omp teams loop reduction(max: top)
    do j = 1, m
      do i = 1, n
        top = max(top, b(i, j))
      end do
    end do
    !$omp end target
  end subroutine

  subroutine counts(x, n, low, bits, all_pos, last)
    integer, intent(inout) :: x(:)
    integer, intent(in) :: n
    integer, intent(out) :: low, bits, last
    logical, intent(out) :: all_pos
    integer :: i, t
    low = huge(low)
    bits = -1
    all_pos = .true.
    !$omp target teams map(tofrom: x)
    !$omp loop bind(teams)
    do i = 1, n
      x(i) = mod(7 * i, 50) + 3
    end do
    !$omp end target teams
    !$omp target teams loop map(to: x) reduction(min: low) reduction(iand: bits) &
    !$omp& reduction(.and.: all_pos)
    do i = 1, n
      low = min(low, x(i))
      bits = iand(bits, x(i) + 256)
      all_pos = all_pos .and. x(i) > 0
    end do
    !$omp target parallel loop map(tofrom: x) private(t)
    do i = 1, n
      t = x(i) * 2
      x(i) = t
    end do
    !$omp end target parallel loop
    last = x(n)
  end subroutine

  subroutine rows(a, c, n, m)
    real(8), intent(inout) :: a(:, :)
    integer, intent(out) :: c(:)
    integer, intent(in) :: n, m
    integer :: i, j
    real(8) :: s
    !$omp target parallel map(tofrom: a) map(from: c) private(s)
    !$omp loop bind(parallel) private(s)
    do j = 1, m
      s = 0
      do i = 1, n
        s = s + a(i, j)
      end do
      a(1, j) = s
    end do
    !$omp loop bind(thread)
    do i = 1, n
      c(i) = 2 * i
    end do
    !$omp end target parallel
  end subroutine
end module

program loop_461
  use loop_461_m
  implicit none
  integer, parameter :: n = 37, m = 5
  real(8) :: a(n, m), b(n, m), total, top
  integer :: x(100), c(n), low, bits, last, i, j
  logical :: all_pos
  do j = 1, m
    do i = 1, n
      a(i, j) = i + 100 * j
    end do
  end do
  call smooth(a, b, n, m, total, top)
  print '(a,f12.2,f10.2,2f9.2)', 'smooth ', total, top, b(1, 1), b(n, m)
  call counts(x, 100, low, bits, all_pos, last)
  print '(a,3i6,l3,i6,i8)', 'counts ', low, bits, last, all_pos, x(100), sum(x)
  call rows(a, c, n, m)
  print '(a,5f10.1,i6)', 'rows   ', a(1, :), sum(c)
end program loop_461
