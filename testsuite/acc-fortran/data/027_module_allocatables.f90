! Data: allocatable module arrays allocated at run time, copied in with `enter data` after
! the allocation, used by module subroutines with `present`, updated back and deleted before
! deallocation (the pattern of CloverLeaf-like codes).
! expect-exit: 0
! expect-stdout:
! | energy(1,1), energy(nx,ny) =    3.030000    3.480000
! | energy(0,0) =   0.000
! | PASS
module fields_m
  implicit none
  real(8), allocatable :: density(:, :), energy(:, :)
  integer :: nx, ny
contains
  subroutine init_fields(mx, my)
    integer, intent(in) :: mx, my
    integer :: i, j
    nx = mx
    ny = my
    allocate(density(0:nx+1, 0:ny+1), energy(0:nx+1, 0:ny+1))
    do j = 0, ny + 1
      do i = 0, nx + 1
        density(i, j) = 1.0d0 + real(i, 8) * 0.01d0
        energy(i, j) = 0.0d0
      end do
    end do
    !$acc enter data copyin(density, energy)
  end subroutine init_fields

  subroutine step()
    integer :: i, j
    !$acc parallel loop collapse(2) present(density, energy)
    do j = 1, ny
      do i = 1, nx
        energy(i, j) = energy(i, j) + 0.5d0 * (density(i - 1, j) + density(i + 1, j))
      end do
    end do
  end subroutine step

  subroutine finish_fields()
    !$acc update self(energy)
    !$acc exit data delete(density, energy)
  end subroutine finish_fields
end module fields_m

program module_allocatables
  use fields_m
  implicit none
  integer :: s
  call init_fields(16, 8)
  do s = 1, 3
    call step()
  end do
  call finish_fields()
  print '(a, 2f12.6)', 'energy(1,1), energy(nx,ny) =', energy(1, 1), energy(nx, ny)
  print '(a, f8.3)', 'energy(0,0) =', energy(0, 0)
  if (abs(energy(nx, ny) - 3.0d0 * (1.0d0 + real(nx, 8) * 0.01d0)) < 1.0d-12 &
      .and. energy(0, 0) == 0.0d0) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
  deallocate(density, energy)
end program module_allocatables
