! defaultmap(to), defaultmap(from) and defaultmap(alloc) (OpenMP 5.0 §2.19.7.2) on arrays behind a
! descriptor (an allocatable, an assumed-shape dummy) used in a target region without a clause:
! their elements move as the rule says. oxacc mapped such arrays tofrom whatever the defaultmap
! clause (OpenMP_VV 5.0 test_target_defaultmap_to_from_tofrom: the host saw the region's writes
! under defaultmap(to)). Only with the device's own memory is the difference visible: in shared
! host memory the region writes the host's array itself.
! acc-configs: discrete
! expect-from: hand (gfortran's host fallback shares the host's memory; with separate device
! memory `to` and `alloc` leave the host's elements as they were and `from` brings the region's)
! expect-exit: 0
! expect-stdout:
! | to: 5 1 1
! | dummy: 12  2
! | from: 7 7
! | alloc: 3 1
program defaultmap_descriptor_arrays
  implicit none
  integer, allocatable :: t(:), u(:), v(:)
  integer :: r, r2
  allocate(t(10), u(10), v(10))
  t = 1
  !$omp target defaultmap(to) map(from: r)
  t(1) = t(1) + 4
  r = t(1)
  !$omp end target
  print '(a, 3i2)', 'to:', r, t(1), t(10)
  call twice(t(1:5))
  !$omp target defaultmap(from)
  u = 7
  !$omp end target
  print '(a, 2i2)', 'from:', u(1), u(10)
  v = 1
  !$omp target defaultmap(alloc) map(from: r2)
  v(4) = 3
  r2 = v(4)
  !$omp end target
  print '(a, 2i2)', 'alloc:', r2, v(4)
contains
  subroutine twice(a)
    integer, intent(inout) :: a(:)
    integer :: s
    a(2) = 6
    !$omp target defaultmap(to) map(from: s)
    a(2) = 2 * a(2)
    s = a(2)
    !$omp end target
    print '(a, 2i3)', 'dummy:', s, a(2) / 3
  end subroutine twice
end program defaultmap_descriptor_arrays
