! master, masked, single and barrier in target regions (OpenMP 4.5 §2.7.3, §2.13.1, §2.13.3;
! 5.1 §2.16), as omp/target/050 in C: in the parallel region of `target parallel` one thread
! runs single, master and masked, the barrier at the end of single and the explicit barrier
! make every thread see what was written before them (a worksharing DO reads it), and `end
! single nowait`/`end do nowait` leave the barrier out; in a parallel region of each team of
! `target teams` they run once per team; in a procedure taking arrays, the application way.
! expect-exit: 0
! expect-stdout:
! | init=42 runs=3 a(1)=42 a(256)=297 sum b=32640
! | each team ran single, master and masked once: T
! | scale:   256.0 sum y:  128.5000
program master_single_barrier
  use omp_lib
  implicit none
  integer, parameter :: n = 256
  integer :: init, runs, a(n), b(n), i, t, nteams, per_team(64), s
  real(8) :: x(n), y(n), scale
  init = 0
  runs = 0
  a = 0
  b = 0
!$omp target parallel map(tofrom: init, runs, a, b)
!$omp single
  init = 42
  runs = runs + 1
!$omp end single
!$omp do
  do i = 1, n
    a(i) = init + i - 1
  end do
!$omp end do
!$omp master
  runs = runs + 1
!$omp end master
!$omp barrier
!$omp do
  do i = 1, n
    b(i) = a(n + 1 - i) - init
  end do
!$omp end do nowait
!$omp masked
  runs = runs + 1
!$omp end masked
!$omp end target parallel
  s = sum(b)
  print '(a,i0,a,i0,a,i0,a,i0,a,i0)', 'init=', init, ' runs=', runs, ' a(1)=', a(1), &
    ' a(256)=', a(n), ' sum b=', s
  per_team = 0
  nteams = 0
!$omp target teams num_teams(4) map(tofrom: per_team, nteams) private(t)
  t = omp_get_team_num() + 1
!$omp parallel
!$omp single
  per_team(t) = per_team(t) + 1
!$omp end single nowait
!$omp master
  per_team(t) = per_team(t) + 10
!$omp end master
!$omp barrier
!$omp masked
  per_team(t) = per_team(t) + 100
!$omp end masked
!$omp end parallel
  if (t == 1) nteams = omp_get_num_teams()
!$omp end target teams
  print '(a,l2)', 'each team ran single, master and masked once:', &
    all(per_team(1:nteams) == 111)
  do i = 1, n
    x(i) = i
  end do
  call normalise(x, y, n, scale)
  print '(a,f8.1,a,f10.4)', 'scale:', scale, ' sum y:', sum(y)
contains
  ! The single thread computes the scale every thread then uses after its barrier.
  subroutine normalise(u, v, m, f)
    integer, intent(in) :: m
    real(8), intent(in) :: u(m)
    real(8), intent(out) :: v(m), f
    integer :: j
!$omp target parallel map(to: u) map(from: v, f)
!$omp single
    f = maxval(u)
!$omp end single
!$omp do
    do j = 1, m
      v(j) = u(j) / f
    end do
!$omp end target parallel
  end subroutine normalise
end program master_single_barrier
