! target update of a variable that is not mapped (OpenMP 4.5 §2.10.5: "If the corresponding
! list item is not present in the device data environment then no assignment occurs to or
! from the original list item"): nothing is copied, the program goes on (oxacc stopped with
! "not present" where the device has its own memory: OpenMP_VV test_target_update_to). A
! mapped item in the same directive is still updated.
! expect-exit: 0
! expect-stdout:
! | absent to:   16
! | absent from: 7
! | mapped:      5
program update_absent
  implicit none
  integer :: a(4), b(4), c(4), x, i
  a = 10
  b = 2
  c = 0
!$omp target data map(to: a, b) map(from: c)
!$omp target
  do i = 1, 4
    c(i) = a(i) + b(i)
  end do
!$omp end target
!$omp end target data
  b = b * 2
!$omp target update to(b)
!$omp target
  do i = 1, 4
    c(i) = c(i) + b(i)
  end do
!$omp end target
  print '(a, i0)', 'absent to:   ', c(1)
  x = 7
!$omp target update from(x)
  print '(a, i0)', 'absent from: ', x
  a = 1
!$omp target enter data map(to: a)
!$omp target
  a(2) = 5
!$omp end target
!$omp target update from(a, x)
!$omp target exit data map(delete: a)
  print '(a, i0)', 'mapped:      ', a(2)
end program update_absent
