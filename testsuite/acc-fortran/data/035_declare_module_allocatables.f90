! Data: module variables in `declare` used from procedures of another file
! (helpers/declare_grid_m.f90, helpers/declare_ops_m.f90): allocatables in `declare create`
! whose ALLOCATE creates and DEALLOCATE deletes the device copy (OpenACC 3.3 §2.13.2), twice
! with other bounds; `declare copyin` of an initialized array, `device_resident` work
! space, a `declare create` scalar updated before use, and `declare link` with a data region.
! With discrete memory, `update device(u, v)` right after the ALLOCATE fails if the
! device copy was not created.
! link-with-acc: helpers/declare_grid_m.f90
! link-with-acc: helpers/declare_ops_m.f90
! expect-exit: 0
! expect-stdout:
! | first:  sum(u), sum(v) =      3753000.00          330.00
! | sum(big), allocated(u) =      3754000.00  F
! | second: sum(u), sum(v) =      2502000.00           42.00
program declare_module_allocatables
  use declare_grid_m
  use declare_ops_m
  implicit none
  real(8) :: tu, tv
  big = 1
  call setup(5, 0)
  call compute(3)
  call add_big()
  call finish(tu, tv)
  print '(a, 2f16.2)', 'first:  sum(u), sum(v) =', tu, tv
  print '(a, f16.2, l3)', 'sum(big), allocated(u) =', sum(big), allocated(u)
  call setup(7, -3)
  call compute(2)
  call finish(tu, tv)
  print '(a, 2f16.2)', 'second: sum(u), sum(v) =', tu, tv
end program declare_module_allocatables
