! firstprivate on `!$omp do` in `!$omp target parallel` and in a parallel region of `!$omp
! target teams` (OpenMP 4.5 §2.15.3.4): each thread's copy starts from the value before the
! loop and keeps what its earlier iterations left (initialised once, before the thread's first
! iteration); firstprivate and reduction on a parallel region nested in a target region
! (§2.15.3.6): every thread's copy of the reduction variable is combined into the team's, and
! the region's firstprivate changes stay the thread's. As C's omp/target/326 and 328; a
! procedure taking the arrays, the application way. Output independent of the team size.
! expect-exit: 0
! expect-stdout:
! | firstprivate: 1005 1005 T
! | kept: 6 T T
! | parallel: T 3
! | dot: 328350.0
module fp_work
  implicit none
contains
  subroutine shift(n, x, y, off)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    real(8), intent(out) :: y(n)
    real(8), value :: off
    integer :: i
    !$omp target parallel map(to: x) map(from: y)
    !$omp do firstprivate(off)
    do i = 1, n
      y(i) = x(i) + off
    end do
    !$omp end target parallel
  end subroutine

  real(8) function dot(n, x, y)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n), y(n)
    real(8) :: s
    integer :: i, m
    s = 0
    m = n
    !$omp target map(to: x, y) map(tofrom: s)
    !$omp parallel reduction(+: s) firstprivate(m)
    !$omp do
    do i = 1, m
      s = s + x(i) * y(i)
    end do
    m = -1
    !$omp end parallel
    !$omp end target
    dot = s
  end function
end module

program do_firstprivate
  use fp_work
  implicit none
  integer, parameter :: n = 1000
  integer :: a(n), seq(4096), i, off, cnt, base, c, nt
  real(8) :: x(0:99), y(0:99)
  logical :: ok
  a = 0
  off = 5
  !$omp target parallel map(tofrom: a)
  !$omp do firstprivate(off)
  do i = 1, n
    a(i) = i + off
    off = off + 3
    off = off - 3
  end do
  !$omp end target parallel
  ok = all(a == [(i + 5, i = 1, n)])
  print '(a,i0,1x,i0,1x,l1)', 'firstprivate: ', a(n), maxval(a), ok

  cnt = 5
  !$omp target teams num_teams(1) map(from: seq)
  !$omp parallel
  !$omp do firstprivate(cnt)
  do i = 1, 4096
    cnt = cnt + 1
    seq(i) = cnt
  end do
  !$omp end parallel
  !$omp end target teams
  print '(a,i0,1x,l1,1x,l1)', 'kept: ', seq(1), any(seq > 6), all(seq >= 6)

  base = 3
  c = 0
  nt = 0
  !$omp target teams num_teams(1) map(tofrom: c, nt)
  !$omp parallel firstprivate(base) reduction(+: c, nt)
  c = c + base
  base = base + 100
  nt = nt + 1
  !$omp end parallel
  !$omp end target teams
  print '(a,l1,1x,i0)', 'parallel: ', nt >= 1 .and. c == 3 * nt, base

  do i = 0, 99
    x(i) = i
  end do
  call shift(100, x, y, 0.0d0)
  print '(a,f0.1)', 'dot: ', dot(100, x, y)
end program
