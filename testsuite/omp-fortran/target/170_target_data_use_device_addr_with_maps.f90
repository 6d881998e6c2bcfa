! `target data` with map clauses and `use_device_addr` on the same directive
! (OpenMP 5.0 §2.12.2: the map clauses take effect first, then in the region each listed
! variable's address is its device copy's). The region passes that address to a procedure whose
! target region works through it (`is_device_ptr`); the data region's exit copies the device
! copy back, so the host sees the procedure's writes only if the address was the device copy's
! (with separate device memory). oxacc refused the combination in Fortran ("not supported in
! Fortran yet"; OpenMP_VV 5.0 test_target_data_use_device_addr).
! acc-configs: shared discrete
! expect-exit: 0
! expect-stdout:
! | s: 37
! | v: 101 102 103 104 105 106
! | w: 5 5 5 5
module bump_mod
  use iso_c_binding
  implicit none
contains
  subroutine bump(p, n, by)
    type(c_ptr) :: p
    integer, intent(in) :: n, by
    integer, pointer :: q(:)
    !$omp target is_device_ptr(p)
    call c_f_pointer(p, q, [n])
    q = q + by
    !$omp end target
  end subroutine

  subroutine scale_all(a, n)
    integer, intent(in) :: n
    integer, target, intent(inout) :: a(n)
    !$omp target data map(tofrom: a) use_device_addr(a)
    call bump(c_loc(a), n, 100)
    !$omp end target data
  end subroutine
end module

program use_device_with_maps
  use bump_mod
  implicit none
  integer, target :: v(6), s
  integer, allocatable, target :: w(:)
  integer :: i
  v = [(i, i = 1, 6)]
  s = 7
  allocate(w(4))
  w = 0
  !$omp target data map(to: v) map(tofrom: s) use_device_addr(v, s)
  call bump(c_loc(s), 1, 30)
  !$omp end target data
  print '(a, i0)', 's: ', s
  call scale_all(v, 6)
  print '(a, 6(1x, i0))', 'v:', v
  !$omp target data map(tofrom: w) use_device_addr(w)
  call bump(c_loc(w), 4, 5)
  !$omp end target data
  print '(a, 4(1x, i0))', 'w:', w
end program
