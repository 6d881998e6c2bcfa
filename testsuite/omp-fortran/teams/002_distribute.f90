! distribute in a host league (5.0 §2.9.4.1), as applications write it: a subroutine with
! assumed-size dummy arrays runs `teams distribute`; each iteration runs once, in one
! contiguous block per team in team order; dist_schedule(static, 5) deals chunks of five
! round-robin; a separate distribute directive in a teams block; distribute simd.
! expect-exit: 0
! expect-stdout:
! | axpy sum 10815.0, blocks in team order: T
! | chunks of 5 round-robin: T
! | sum of squares 338350
module kernels
  use omp_lib
  implicit none
contains
  subroutine axpy(n, a, x, y, owner)
    integer, intent(in) :: n
    double precision, intent(in) :: a, x(*)
    double precision, intent(inout) :: y(*)
    integer, intent(out) :: owner(*)
    integer :: i
!$omp teams distribute num_teams(4)
    do i = 1, n
      y(i) = y(i) + a * x(i)
      owner(i) = omp_get_team_num()
    end do
  end subroutine axpy
end module kernels

program distribute
  use omp_lib
  use kernels
  implicit none
  integer, parameter :: n = 103
  double precision :: x(n), y(n)
  integer :: owner(n), cnt(n), i, nt
  integer(8) :: sq
  logical :: ok
  do i = 1, n
    x(i) = i
    y(i) = 1
  end do
  owner = -1
  cnt = 0
  call axpy(n, 2d0, x, y, owner)
  ok = owner(1) == 0
  do i = 2, n
    ok = ok .and. (owner(i) == owner(i-1) .or. owner(i) == owner(i-1) + 1)
  end do
  print '(a,f0.1,a,l1)', 'axpy sum ', sum(y), ', blocks in team order: ', ok
  nt = 0
!$omp teams num_teams(3)
  if (omp_get_team_num() == 0) nt = omp_get_num_teams()
!$omp distribute dist_schedule(static, 5)
  do i = 1, n
    owner(i) = omp_get_team_num()
    cnt(i) = cnt(i) + 1
  end do
!$omp end teams
  ok = nt >= 1 .and. nt <= 3
  do i = 1, n
    ok = ok .and. cnt(i) == 1 .and. owner(i) == mod((i - 1) / 5, nt)
  end do
  print '(a,l1)', 'chunks of 5 round-robin: ', ok
  sq = 0
!$omp teams distribute simd num_teams(2) reduction(+: sq)
  do i = 1, 100
    sq = sq + int(i, 8) * i
  end do
  print '(a,i0)', 'sum of squares ', sq
end program distribute
