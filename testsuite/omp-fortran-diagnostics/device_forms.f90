! OpenMP device forms oxacc does not lower yet: `lastprivate(conditional:)` on a worksharing
! `do` in a parallel region of a target region that holds more than the loop is refused with
! an error at the clause, never compiled into something else (plain `lastprivate` runs:
! omp-fortran/target/100-105; on a combined target loop the modifier runs:
! omp-fortran/target/202; on a loop that is all its target region holds, decision 128:
! omp-fortran/target/467). The other forms here compile (a
! parallel region in `target teams` and in `target`, `target parallel`, a worksharing `do`
! followed by the team's barrier, `defaultmap(tofrom: scalar)`, `device(n)` on a construct
! with a body: omp-fortran/target/008-011 and 018 run them); only the one error is reported.
program device_forms
  implicit none
  integer :: i, s, a(100)
  s = 0
  !$omp target teams map(tofrom: a)
  !$omp parallel
  a(1) = 1
  !$omp end parallel
  !$omp end target teams
  !$omp target parallel map(tofrom: a)
  a(2) = 2
  !$omp end target parallel
  !$omp target parallel map(tofrom: a)
  !$omp do
  do i = 1, 100
    a(i) = i
  end do
  !$omp end do
  a(1) = a(2)
  !$omp end target parallel
  !$omp target parallel map(tofrom: s)
  !$omp do lastprivate(conditional: s)
  do i = 1, 100
    s = i
  end do
  a(4) = s
  !$omp end target parallel
  !$omp target defaultmap(tofrom: scalar)
  s = s + 1
  !$omp end target
  !$omp target device(0)
  a(3) = 3
  !$omp end target
  !$omp target update to(a) device(0)
  do i = 1, 100
    a(i) = i
  end do
end program device_forms
! expect-error: 31:12: OpenMP 'lastprivate(conditional:)' clause on '!$omp do' in a parallel region of a target region is not supported yet
