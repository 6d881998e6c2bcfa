! has_device_addr (OpenMP 5.1 §2.21.4.7) on Fortran target constructs: the list items' storage
! already is the device's (here after use_device_addr of an enclosing target data region), so
! the region works on it without mapping it again; the data region's end copies it back.
! An array, a scalar, and an explicit-shape dummy array (whose use_device_addr address the
! construct inside did not see: it read the dummy's host address). oxacc refused the clause
! ("not supported yet", C as well; OpenMP_VV 5.1 test_target_has_device_addr).
! acc-configs: shared discrete
! expect-exit: 0
! expect-stdout:
! | s: 20
! | a: 2 4 6 8
! | x: 6
! | b: 11 12 13 14 15 16
module hda_m
  implicit none
contains
  subroutine bump(b, n)
    integer, intent(in) :: n
    integer, target, intent(inout) :: b(n)
    integer :: i
    !$omp target data map(tofrom: b)
    !$omp target data use_device_addr(b)
    !$omp target has_device_addr(b)
    do i = 1, n
      b(i) = b(i) + 10
    end do
    !$omp end target
    !$omp end target data
    !$omp end target data
  end subroutine
end module

program has_device_addr_f
  use hda_m
  implicit none
  integer, target :: a(4), x, b(6)
  integer :: s, i
  a = [1, 2, 3, 4]
  s = 0
  x = 5
  b = [(i, i = 1, 6)]
  !$omp target data map(tofrom: a, x)
  !$omp target data use_device_addr(a, x)
  !$omp target has_device_addr(a, x) map(tofrom: s)
  do i = 1, 4
    a(i) = a(i) * 2
    s = s + a(i)
  end do
  x = x + 1
  !$omp end target
  !$omp end target data
  !$omp end target data
  call bump(b, 6)
  print '(a, i0)', 's: ', s
  print '(a, 4(1x, i0))', 'a:', a
  print '(a, i0)', 'x: ', x
  print '(a, 6(1x, i0))', 'b:', b
end program
