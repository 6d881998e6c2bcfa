! An orphaned `!$omp do` in a procedure of `!$omp declare target` (OpenMP 4.5 §2.7.1: it binds
! to the team of the calling threads; §2.10.6), called from a `!$omp target parallel` region,
! from a parallel region of `!$omp target teams`, from a host parallel region and from
! sequential host code: each calling thread runs its share of the iterations, then the
! team's barrier (so that the code after the call reads what the other threads wrote), unless
! `!$omp end do nowait`; with `lastprivate`, `firstprivate` and `private`. Module procedures
! taking assumed-shape and explicit-shape arrays. Output independent of the team size.
! expect-exit: 0
! expect-stdout:
! | target parallel: 5050 T 100
! | teams: 2000 T 2000
! | host parallel: 20300 T 200
! | host: 300 T 24
module orphan_work
  implicit none
contains
  subroutine fill(a, off, last)
    !$omp declare target
    integer, intent(inout) :: a(:)
    integer, intent(in) :: off
    integer, intent(inout) :: last
    integer :: i, t
    !$omp do private(t) lastprivate(last)
    do i = 1, size(a)
      t = i + off
      a(i) = t
      last = i
    end do
  end subroutine

  subroutine twice(n, a, b, k)
    !$omp declare target
    integer, intent(in) :: n, k
    integer, intent(in) :: a(n)
    integer, intent(inout) :: b(n)
    integer :: i
    !$omp do firstprivate(k)
    do i = 1, n
      b(i) = k * a(i)
    end do
    !$omp end do nowait
  end subroutine
end module

program orphaned
  use orphan_work
  implicit none
  integer :: a(100), b(2000), c(200), d(12), e(12), i, last, s
  logical :: ok
  a = 0
  last = 0
  s = 0
  !$omp target parallel map(tofrom: a, last, s)
  call fill(a, 0, last)
  ! After the barrier every element is written.
  !$omp master
  s = sum(a)
  !$omp end master
  !$omp end target parallel
  print '(a,i0,1x,l1,1x,i0)', 'target parallel: ', s, all(a == [(i, i = 1, 100)]), last

  b = 0
  last = 0
  !$omp target teams num_teams(1) map(tofrom: b, last)
  !$omp parallel
  call fill(b, -1, last)
  !$omp end parallel
  !$omp end target teams
  print '(a,i0,1x,l1,1x,i0)', 'teams: ', last, all(b == [(i - 1, i = 1, 2000)]), maxval(b) + 1

  c = 0
  last = 0
  !$omp parallel
  call fill(c, 1, last)
  !$omp end parallel
  print '(a,i0,1x,l1,1x,i0)', 'host parallel: ', sum(c), all(c == [(i + 1, i = 1, 200)]), last

  d = [(i, i = 1, 12)]
  e = 0
  call twice(12, d, e, 2)
  call fill(d, 0, last)
  print '(a,i0,1x,l1,1x,i0)', 'host: ', sum(e) + sum(d) + 66, all(e == 2 * d), maxval(e)
end program
