! Orphaned `!$omp do` loops with `reduction` in procedures of `!$omp declare target` (OpenMP
! 4.5 §2.7.1, §2.15.3.6, §2.10.6): the loop binds to the team of the calling threads, each
! thread reduces its share into a copy of its own, and the copies are combined into the
! variable (shared in that team: a dummy argument of the caller's variable, a module variable
! of `declare target`) before the loop's barrier. Called from `!$omp target parallel`, from a
! parallel region of a target region, from a host parallel region and from sequential host
! code; `+` on real(8) and integer, `max`, `min`, `.and.`, `!$omp do simd`, `nowait` (the
! variable is complete at the end of the calling parallel region). Module procedures taking
! assumed-shape and explicit-shape arrays; integer-valued sums, exact in real(8).
! expect-exit: 0
! expect-stdout:
! | target parallel:    12649.0   3549   78    -4.0 T
! | target + parallel:    12649.0   3549   78    -4.0 T
! | host team:    12649.0   3549   78    -4.0 T
! | alone:    12649.0   3549   78    -4.0 T
module reduce_work
  implicit none
  integer :: g_sum, g_max
  real(8) :: g_min
  !$omp declare target(g_sum, g_max, g_min)
contains
  subroutine dot(a, b, s)
    !$omp declare target
    real(8), intent(in) :: a(:), b(:)
    real(8), intent(inout) :: s
    integer :: i
    !$omp do reduction(+:s)
    do i = 1, size(a)
      s = s + a(i) * b(i)
    end do
  end subroutine

  subroutine stats(v, n, ok)
    !$omp declare target
    integer, intent(in) :: n
    integer, intent(in) :: v(n)
    logical, intent(inout) :: ok
    integer :: i
    !$omp do simd reduction(+:g_sum) reduction(max:g_max) reduction(.and.:ok)
    do i = 1, n
      g_sum = g_sum + v(i)
      g_max = max(g_max, v(i))
      ok = ok .and. v(i) >= 0
    end do
  end subroutine

  subroutine lowest(a)
    !$omp declare target
    real(8), intent(in) :: a(:)
    integer :: i
    !$omp do reduction(min:g_min)
    do i = 1, size(a)
      g_min = min(g_min, a(i) - 4)
    end do
    !$omp end do nowait
  end subroutine
end module

program orphaned_do_reduction
  use reduce_work
  implicit none
  integer, parameter :: n = 91
  real(8) :: a(n), b(n), s
  integer :: v(n), i
  logical :: ok
  do i = 1, n
    a(i) = i - 1
    b(i) = mod(i - 1, 7)
    v(i) = mod((i - 1) * 13, n)
  end do

  call reset()
  !$omp target update to(g_sum, g_max, g_min)
  !$omp target parallel map(to: a, b, v) map(tofrom: s, ok)
  call dot(a, b, s)
  call stats(v, n, ok)
  call lowest(a)
  !$omp end target parallel
  !$omp target update from(g_sum, g_max, g_min)
  call report('target parallel:')

  call reset()
  !$omp target update to(g_sum, g_max, g_min)
  !$omp target map(to: a, b, v) map(tofrom: s, ok)
  !$omp parallel
  call dot(a, b, s)
  call stats(v, n, ok)
  call lowest(a)
  !$omp end parallel
  !$omp end target
  !$omp target update from(g_sum, g_max, g_min)
  call report('target + parallel:')

  call reset()
  !$omp parallel
  call dot(a, b, s)
  call stats(v, n, ok)
  call lowest(a)
  !$omp end parallel
  call report('host team:')

  call reset()
  call dot(a, b, s)
  call stats(v, n, ok)
  call lowest(a)
  call report('alone:')
contains
  subroutine reset()
    s = 0
    ok = .true.
    g_sum = 0
    g_max = -1000
    g_min = 1d9
  end subroutine

  subroutine report(who)
    character(*), intent(in) :: who
    print '(a, f11.1, i7, i5, f8.1, l2)', who, s, g_sum, g_max, g_min, ok
  end subroutine
end program
