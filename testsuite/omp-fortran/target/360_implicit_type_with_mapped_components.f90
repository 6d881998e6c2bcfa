! A derived-type dummy used in a target region without a map clause while an enclosing
! `target data` maps some of its components (an allocatable component and a fixed-size array
! component), as application kernels take a mesh type: the implicit map of the structure
! (5.0 §2.19.7: as if `map(tofrom: g)`) takes the mapped component into one device object with
! the rest of the structure (the restriction on partly present storage is for explicit maps
! only, §2.19.7.1). Before, with separate device memory, the launch stopped with "host data
! ... is partly present on the device".
! expect-from: flang-22 (gfortran 12 refuses structure components with allocatable components in map clauses: "List item with allocatable components is not permitted")
! expect-exit: 0
! expect-stdout:
! |      7.0    25.0    61.0  10
module grid_360_m
  implicit none
  type grid_t
    integer :: n
    real(8), allocatable :: f(:)
    real(8) :: coef(4)
  end type
contains
  subroutine relax(g)
    type(grid_t), intent(inout) :: g
    integer :: i
    !$omp target data map(tofrom: g%f) map(to: g%coef)
    !$omp target teams distribute parallel do
    do i = 1, g%n
      g%f(i) = g%f(i) + g%coef(2) * i
    end do
    !$omp end target data
  end subroutine
end module

program implicit_type_with_mapped_components
  use grid_360_m
  implicit none
  type(grid_t) :: g
  g%n = 10
  allocate(g%f(10))
  g%f = 1
  g%coef = [2d0, 3d0, 4d0, 5d0]
  call relax(g)
  call relax(g)
  print '(3f8.1,i4)', g%f(1), g%f(4), g%f(10), g%n
end program
