! defaultmap(none) (OpenMP 5.0 §2.19.7.2) with every variable in a map clause, where the mapped
! arrays live behind a descriptor: an allocatable, an assumed-shape dummy, a pointer, whole and
! as sections. oxacc took the descriptor the region reads the elements through as a variable
! without a clause and refused the program (OpenMP_VV 5.0 test_target_defaultmap_none).
! expect-exit: 0
! expect-stdout:
! | whole:  5  9  0
! | scaled: 42 63 84  0
! | section:  5  1  3  1
! | pointer: 11 30
program defaultmap_none_descriptors
  implicit none
  integer, allocatable :: w(:)
  integer, allocatable, target :: t(:)
  integer, pointer :: p(:)
  integer :: n, i
  n = 40
  allocate(w(n), t(n))
  w = 0
  !$omp target defaultmap(none) map(tofrom: w)
  w(1) = 5
  w(2) = 9
  !$omp end target
  print '(a, 3i3)', 'whole:', w(1), w(2), w(3)
  call scale(w, n)
  t = 1
  !$omp target defaultmap(none) map(tofrom: t(2:n-1)) map(to: n)
  !$omp teams distribute parallel do
  do i = 2, n - 1
    t(i) = t(i) + 2 * mod(i, 3)
  end do
  !$omp end target
  print '(a, 4i3)', 'section:', t(2), t(3), t(4), t(n)
  p => t
  !$omp target defaultmap(none) map(tofrom: p)
  p(1) = 11
  p(40) = 30
  !$omp end target
  print '(a, 2i3)', 'pointer:', t(1), t(40)
contains
  subroutine scale(a, m)
    integer, intent(inout) :: a(:)
    integer, intent(in) :: m
    integer :: i
    a(1:4) = (/ 2, 3, 4, 0 /)
    !$omp target defaultmap(none) map(tofrom: a) map(to: m)
    !$omp teams distribute parallel do
    do i = 1, m
      a(i) = a(i) * 21
    end do
    !$omp end target
    print '(a, 4i3)', 'scaled:', a(1), a(2), a(3), a(4)
  end subroutine scale
end program defaultmap_none_descriptors
