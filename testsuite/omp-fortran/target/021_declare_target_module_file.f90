! `declare target` module variables and a module function used from another file through the
! module file (OpenMP 4.5 §2.10.6, §2.10.5): the device copies are the module's (one in the
! program), start with the host's initial values, follow `target update to`, and `target
! update from` brings back what target regions wrote to them; the function's device version is
! the module's. Only values that do not depend on whether the device has its own memory are
! printed.
! link-with-acc: helpers/dt_state_m.f90
! expect-exit: 0
! expect-stdout:
! | initial:     10560.0
! | updated:      6688.0
! | after from:      4160.0   1
! | device scalar:       135.0
program declare_target_module_file
  use dt_state_m
  implicit none
  integer :: i
  real(8) :: out(n), s
  do i = 1, n
    field(i) = i
  end do
  calls = 0
  !$omp target update to(field, calls)
  !$omp target teams distribute parallel do map(from: out)
  do i = 1, n
    out(i) = scaled(field(i))
  end do
  print '(a,f12.1)', 'initial:', sum(out)
  scale = 3d0
  offset = 7
  !$omp target update to(scale, offset)
  !$omp target teams distribute parallel do map(from: out)
  do i = 1, n
    out(i) = scaled(field(i))
  end do
  print '(a,f12.1)', 'updated:', sum(out)
  !$omp target
  do i = 1, n
    field(i) = 2 * field(i)
  end do
  calls = calls + 1
  !$omp end target
  !$omp target update from(field, calls)
  print '(a,f12.1,i4)', 'after from:', sum(field), calls
  s = 0
  !$omp target map(tofrom: s)
  s = field(n) + offset
  !$omp end target
  print '(a,f12.1)', 'device scalar:', s
end program declare_target_module_file
