! parallel regions inside host teams (5.0 §2.7): each team calls a subroutine whose parallel
! do fills its slice of an array; a reduction on teams sums what each team's threads computed;
! omp_get_team_num() answers the team's number in its parallel region too.
! expect-exit: 0
! expect-stdout:
! | filled ok: T, dot 28920.00 serial 28920.00
module work
  use omp_lib
  implicit none
contains
  subroutine fill(v, lo, hi, team, bad)
    double precision, intent(inout) :: v(:)
    integer, intent(in) :: lo, hi, team
    integer, intent(inout) :: bad
    integer :: i
!$omp parallel do
    do i = lo, hi
      v(i) = 0.5d0 * i
      if (omp_get_team_num() /= team) bad = 1
    end do
  end subroutine fill

  double precision function dot(a, b, n)
    integer, intent(in) :: n
    double precision, intent(in) :: a(n), b(n)
    double precision :: s, part
    integer :: t, nt, lo, hi, i
    s = 0
!$omp teams num_teams(4) reduction(+: s) private(t, nt, lo, hi, part)
    t = omp_get_team_num()
    nt = omp_get_num_teams()
    lo = n * t / nt + 1
    hi = n * (t + 1) / nt
    part = 0
!$omp parallel do reduction(+: part)
    do i = lo, hi
      part = part + a(i) * b(i)
    end do
    s = s + part
!$omp end teams
    dot = s
  end function dot
end module work

program parallel_in_teams
  use work
  implicit none
  integer, parameter :: n = 240
  double precision :: v(n), w(n)
  integer :: bad, t, nt
  bad = 0
!$omp teams num_teams(3) thread_limit(3) private(t, nt)
  t = omp_get_team_num()
  nt = omp_get_num_teams()
  call fill(v, n * t / nt + 1, n * (t + 1) / nt, t, bad)
!$omp end teams
  w = 2
  print '(a,l1,a,f0.2,a,f0.2)', 'filled ok: ', bad == 0, ', dot ', dot(v, w, n), &
      ' serial ', sum(v * w)
end program parallel_in_teams
