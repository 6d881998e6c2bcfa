! The `present` map-type modifier (OpenMP 5.1 §2.21.7.1) on target and target data constructs
! inside a data region that maps the variables: the construct finds them present and works on
! the device copies, which the enclosing region's exit copies back. oxacc refused the modifier
! ("this 'map' modifier is not supported yet"; OpenMP_VV 5.1 test_target_map_with_present_modifier).
! acc-configs: shared discrete
! expect-from: hand (gfortran 12 does not take the modifier; flang-22 -fopenmp-version=51
! prints the same lines)
! expect-exit: 0
! expect-stdout:
! | scalar: 2
! | a: 20 110
! | member: 3 220
module present_mod
  implicit none
  type member_t
    integer :: var
    integer :: b(10)
  end type
contains
  subroutine bump(a, n)
    integer, intent(in) :: n
    integer, intent(inout) :: a(n)
    integer :: i
    !$omp target teams distribute parallel do map(present, tofrom: a)
    do i = 1, n
      a(i) = a(i) + i
    end do
  end subroutine
end module

program present_modifier
  use present_mod
  implicit none
  integer :: scalar, a(10), i
  type(member_t) :: member
  scalar = 1
  a = [(i, i = 1, 10)]
  member%var = 1
  member%b = 2 * a
  !$omp target data map(tofrom: scalar, a, member)
  !$omp target map(present, tofrom: scalar, member) map(present, from: a)
  scalar = scalar + 1
  member%var = member%var + 2
  do i = 1, 10
    member%b(i) = member%b(i) + 2 * i
  end do
  !$omp end target
  !$omp target data map(present, to: a)
  call bump(a, 10)
  !$omp end target data
  !$omp end target data
  print '(a, i0)', 'scalar: ', scalar
  print '(a, i0, 1x, i0)', 'a: ', a(10), sum(a)
  print '(a, i0, 1x, i0)', 'member: ', member%var, sum(member%b)
end program
