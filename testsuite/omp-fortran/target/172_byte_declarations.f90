! BYTE declarations (the common extension for INTEGER(1): gfortran, flang and ifx take it), as
! OpenMP_VV's 4.5 test_target_teams_distribute_defaultmap declares its one-byte scalars: kind 1,
! one byte of storage, usable in target regions with defaultmap(tofrom: scalar) and in arrays.
! A variable named byte stays a variable. oxacc refused the statement ("unclassifiable
! statement").
! acc-configs: shared discrete
! expect-exit: 0
! expect-stdout:
! | kind/bytes: 1 1 3
! | values: 9 10 11 12 9
! | huge: 127
program byte_decls
  implicit none
  byte :: b
  byte, dimension(4) :: arr
  integer :: byte, i
  b = 8
  byte = 3
  !$omp target map(tofrom: arr) defaultmap(tofrom: scalar)
  do i = 1, 4
    arr(i) = b + i
  end do
  b = b + 1
  !$omp end target
  print '(a, i0, 1x, i0, 1x, i0)', 'kind/bytes: ', kind(b), storage_size(b) / 8, byte
  print '(a, 4(1x, i0), 1x, i0)', 'values:', arr, b
  print '(a, i0)', 'huge: ', huge(arr(1))
end program
