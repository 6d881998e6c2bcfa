! Application style: a derived type holding allocatable fields, a constructor that allocates
! them and maps them with `target enter data` and a destructor that brings one back with
! `target exit data map(from:)` and releases the other; kernels taking the type as a dummy
! (`intent(inout)`) with `target teams distribute parallel do` on its components, a
! `reduction(+:)` into a component-free local, `target update from` of one field.
! expect-from: flang-22 (gfortran 12 refuses structure components with allocatable components in map clauses: "List item with allocatable components is not permitted")
! expect-exit: 0
! expect-stdout:
! | mass    2914.71168057
! | work     2.62781409    2.09182116
! | energy     2.11393044    2.13097990
! | sum    2117.62074848
module mesh_m
  implicit none
  type mesh_t
    integer :: n = 0
    real(8), allocatable :: density(:), energy(:), work(:)
  end type
contains
  subroutine mesh_create(m, n)
    type(mesh_t), intent(inout) :: m
    integer, intent(in) :: n
    integer :: i
    m%n = n
    allocate(m%density(n), m%energy(n), m%work(n))
    do i = 1, n
      m%density(i) = 1d0 + mod(i, 4) * 0.25d0
      m%energy(i) = 2d0
    end do
    !$omp target enter data map(to: m%density, m%energy) map(alloc: m%work)
  end subroutine

  subroutine mesh_destroy(m)
    type(mesh_t), intent(inout) :: m
    !$omp target exit data map(from: m%energy) map(delete: m%density, m%work)
  end subroutine

  subroutine advance(m, dt)
    type(mesh_t), intent(inout) :: m
    real(8), intent(in) :: dt
    integer :: i
    !$omp target teams distribute parallel do
    do i = 1, m%n
      m%work(i) = m%density(i) * m%energy(i)
      m%energy(i) = m%energy(i) + dt * m%work(i) / (1d0 + m%density(i))
    end do
  end subroutine

  real(8) function mass(m)
    type(mesh_t), intent(in) :: m
    integer :: i
    real(8) :: s
    s = 0d0
    !$omp target teams distribute parallel do reduction(+:s)
    do i = 1, m%n
      s = s + m%density(i) * m%energy(i)
    end do
    mass = s
  end function
end module

program derived_type_enter_exit
  use mesh_m
  implicit none
  type(mesh_t) :: m
  integer :: step
  call mesh_create(m, 1000)
  do step = 1, 10
    call advance(m, 0.01d0)
  end do
  print '(a,f16.8)', 'mass ', mass(m)
  !$omp target update from(m%work)
  print '(a,2f14.8)', 'work ', m%work(1), m%work(1000)
  call mesh_destroy(m)
  print '(a,2f14.8)', 'energy ', m%energy(1), m%energy(999)
  print '(a,f16.8)', 'sum ', sum(m%energy)
end program
