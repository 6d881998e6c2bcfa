! Data: an allocatable array of derived types inside a derived type (§2.7.2 attach of the
! component): `enter data copyin(mesh)`, then `copyin(mesh%cells)` attaches the device
! array of cells into the device copy of `mesh`; a parallel loop with `present(mesh)`
! updates the cells' fields through the structure; `copyout(mesh%cells)` detaches and
! brings them back.
! expect-exit: 0
! expect-stdout:
! | cells(1): x, v =      2.5312      1.9375
! | cells(300): x, v =    300.4688      0.0625
! | sum of x =    45768.7500
module mesh_m
  implicit none
  type cell_t
    real(8) :: x, v
    integer :: id
  end type cell_t
  type mesh_t
    integer :: ncells
    real(8) :: dt
    type(cell_t), allocatable :: cells(:)
  end type mesh_t
contains
  subroutine advance(mesh)
    type(mesh_t), intent(inout) :: mesh
    integer :: i
    !$acc parallel loop present(mesh)
    do i = 1, mesh%ncells
      mesh%cells(i)%x = mesh%cells(i)%x + mesh%dt * mesh%cells(i)%v
      mesh%cells(i)%v = mesh%cells(i)%v * 0.5d0 + mesh%cells(i)%id
    end do
  end subroutine advance
end module mesh_m

program array_of_types_component
  use mesh_m
  implicit none
  type(mesh_t) :: mesh
  integer :: i, step
  mesh%ncells = 300
  mesh%dt = 0.25d0
  allocate (mesh%cells(mesh%ncells))
  do i = 1, mesh%ncells
    mesh%cells(i)%x = i
    mesh%cells(i)%v = 1
    mesh%cells(i)%id = mod(i, 4)
  end do
  !$acc enter data copyin(mesh)
  !$acc enter data copyin(mesh%cells)
  do step = 1, 4
    call advance(mesh)
  end do
  !$acc exit data copyout(mesh%cells)
  !$acc exit data delete(mesh)
  print '(a, 2f12.4)', 'cells(1): x, v =', mesh%cells(1)%x, mesh%cells(1)%v
  print '(a, 2f12.4)', 'cells(300): x, v =', mesh%cells(300)%x, mesh%cells(300)%v
  print '(a, f14.4)', 'sum of x =', sum(mesh%cells(:)%x)
end program array_of_types_component
