! reduction(.eqv.) and reduction(.neqv.) on target constructs (OpenMP 4.5 §2.15.3.6, the
! Fortran operators; OpenMP_VV test_target_teams_distribute_reduction_eqv was refused as "this
! reduction operator is not supported yet"): on target teams distribute, target teams
! distribute parallel do and target parallel do, each result against the sequential chain from
! the same start, which the loop changes (three of each value).
! expect-exit: 0
! expect-stdout:
! | F T
! | F T
! | F T
! | F T
program eqv_neqv_reduction
  implicit none
  integer, parameter :: n = 598
  logical :: a(n), r, q, hr, hq
  integer :: i
  do i = 1, n
    a(i) = mod(i * 7, 6) < 3
  end do
  hr = .true.
  hq = .false.
  do i = 1, n
    hr = hr .eqv. a(i)
    hq = hq .neqv. a(i)
  end do
  print '(l1, 1x, l1)', hr, hq
  r = .true.
  q = .false.
!$omp target teams distribute reduction(.eqv.: r) reduction(.neqv.: q) map(tofrom: r, q)
  do i = 1, n
    r = r .eqv. a(i)
    q = q .neqv. a(i)
  end do
  print '(l1, 1x, l1)', r, q
  r = .true.
  q = .false.
!$omp target teams distribute parallel do reduction(.eqv.: r) reduction(.neqv.: q) map(tofrom: r, q)
  do i = 1, n
    r = a(i) .eqv. r
    q = a(i) .neqv. q
  end do
  print '(l1, 1x, l1)', r, q
  r = .true.
  q = .false.
!$omp target parallel do reduction(.eqv.: r) reduction(.neqv.: q) map(tofrom: r, q)
  do i = 1, n
    r = r .eqv. a(i)
    q = q .neqv. a(i)
  end do
  print '(l1, 1x, l1)', r, q
end program eqv_neqv_reduction
