! OpenMP device forms that C lowers and Fortran does not yet: `lastprivate` on a loop of a
! target region is refused with an error at the directive, never compiled into something
! else. The other forms here compile (a parallel region in `target teams` and in `target`,
! `target parallel`, a worksharing `do` followed by the team's barrier,
! `defaultmap(tofrom: scalar)`, `device(n)` on a construct with a body: omp-fortran/target/
! 008-011 and 018 run them); only the one error is reported.
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
  !$omp target teams distribute parallel do lastprivate(s)
  do i = 1, 100
    s = i
  end do
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
! expect-error: 27:3: 'lastprivate' on OpenMP loops in target regions is not supported in Fortran yet
