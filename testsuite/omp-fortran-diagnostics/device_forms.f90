! OpenMP device forms that C lowers and Fortran does not yet: a parallel region (not a combined
! loop) inside a target region, `target parallel`, `defaultmap(tofrom: scalar)` and `device(n)`
! on a construct with a body are refused with an error at the directive, never compiled into
! something else (`device(n)` on `target update`/`enter data`/`exit data` runs:
! omp-fortran/target/006_device_clause).
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
! expect-error: 11:3: this OpenMP construct inside a target region (a 'parallel' region that is not a combined loop, 'target parallel', or a worksharing 'do' in one) is not supported in Fortran yet; use a combined 'target teams distribute parallel do'
! expect-error: 15:3: this OpenMP construct inside a target region (a 'parallel' region that is not a combined loop, 'target parallel', or a worksharing 'do' in one) is not supported in Fortran yet; use a combined 'target teams distribute parallel do'
! expect-error: 18:3: 'defaultmap(tofrom: scalar)' on OpenMP device constructs is not supported in Fortran yet
! expect-error: 21:3: 'device(n)' on an OpenMP construct with a body ('target', 'target data', …) is not supported in Fortran yet; it is on 'target update', 'target enter data' and 'target exit data'
