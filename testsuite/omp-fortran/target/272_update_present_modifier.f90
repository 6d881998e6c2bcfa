! The `present` motion modifier of `target update` (OpenMP 5.1 §2.21.6): `to(present: list)`
! and `from(present: list)` copy items the enclosing data environment maps (an absent item
! would be an error rather than skipped). A scalar, an array, a structure, an array section.
! oxacc refused the modifier ("unexpected ':' in 'to' clause"; OpenMP_VV 5.1
! test_target_update_to_present).
! acc-configs: shared discrete
! expect-from: flang-22 (gfortran 12 does not parse the modifier)
! expect-exit: 0
! expect-stdout:
! | s: 11
! | a: 2 4 6 8
! | t: 5 20
! | b: 1 102 103 4
module upd_m
  implicit none
  type pair
    integer :: x, y(2)
  end type
end module

program update_present
  use upd_m
  implicit none
  integer :: s, a(4), b(4), i
  type(pair) :: t
  s = 1
  a = [1, 2, 3, 4]
  b = [1, 2, 3, 4]
  t%x = 1
  t%y = 0
  !$omp target enter data map(alloc: s, a, t, b)
  s = 10
  t%x = 4
  t%y = [10, 20]
  !$omp target update to(present: s, a, t, b)
  !$omp target map(tofrom: s)
  s = s + 1
  do i = 1, 4
    a(i) = 2 * a(i)
  end do
  do i = 2, 3
    b(i) = b(i) + 100
  end do
  t%x = t%x + 1
  !$omp end target
  !$omp target update from(present: s, a, t, b(2:3))
  !$omp target exit data map(delete: s, a, t, b)
  print '(a, i0)', 's: ', s
  print '(a, 4(1x, i0))', 'a:', a
  print '(a, i0, 1x, i0)', 't: ', t%x, t%y(2)
  print '(a, 4(1x, i0))', 'b:', b
end program
