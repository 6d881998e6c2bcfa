! Data: pointer array components in data clauses attach as allocatable components do
! (OpenACC 3.3 §2.7.2): after `enter data copyin(f)`, `enter data copyin(f%density, f%energy)`
! makes the device copy of `f` point at the device copies of the targets, so that a procedure
! with `present(f)` reaches them through the structure; `update self` and `exit data copyout`
! of a component and of a section of it; a component pointing at a TARGET array, with a section
! in `copy`. The components are declared without `=> null()`, as most codes do: oxacc refused
! the type ("this pointer component initialization is not supported yet"). Run with discrete
! memory, a missing attach writes the host copy, which `update self` then overwrites.
! expect-exit: 0
! expect-stdout:
! |    1.0   2.0   2.5   3.0   3.5   4.0   4.5   5.0   5.5   1.0
! |      20.0     40.0     60.0
! |    1.0   2.0  -3.0  -4.0  -5.0  -6.0  -7.0  -8.0   9.0  10.0
module mesh_m
  implicit none
  type field_t
    real(8), pointer :: density(:)
    real(8), pointer :: energy(:, :)
    integer :: n
  end type field_t
contains
  subroutine relax(f)
    type(field_t), intent(inout) :: f
    integer :: i, j
    !$acc parallel loop present(f)
    do i = 2, f%n - 1
      f%density(i) = f%density(i) + 0.5d0 * i
    end do
    !$acc parallel loop collapse(2) present(f)
    do j = 1, 3
      do i = 0, f%n - 1
        f%energy(i, j) = f%energy(i, j) * j
      end do
    end do
  end subroutine relax
end module mesh_m

program pointer_components
  use mesh_m
  implicit none
  type(field_t) :: f
  real(8), target :: store(10)
  integer :: i
  f%n = 10
  allocate(f%density(f%n), f%energy(0:f%n - 1, 3))
  f%density = 1
  f%energy = 2
  !$acc enter data copyin(f)
  !$acc enter data copyin(f%density, f%energy)
  call relax(f)
  !$acc update self(f%density(2:9))
  !$acc exit data copyout(f%energy) delete(f%density)
  !$acc exit data delete(f)
  print '(10f6.1)', f%density
  print '(3f9.1)', sum(f%energy, dim=1)
  deallocate(f%density, f%energy)

  store = [(real(i, 8), i = 1, 10)]
  f%density => store
  !$acc enter data copyin(f)
  !$acc data copy(f%density(3:8))
  !$acc parallel loop present(f)
  do i = 3, 8
    f%density(i) = -f%density(i)
  end do
  !$acc end data
  !$acc exit data delete(f)
  print '(10f6.1)', store
end program pointer_components
