! Allocatable arrays of structures whose elements' allocatable components a compute region
! uses with no data clause at all (`parts(k)%u(i)`, as applications port loops to OpenACC):
! the elements' implicit copy (OpenACC 3.3 §2.6.2) also copies each element's allocated
! components and attaches them (decision 84, nvfortran's implicit deep copy), so a GPU reads
! the device copies instead of faulting on the host's addresses. Elements whose component is
! unallocated or empty are left alone (no copy of a null address); a rank-2 component, two
! components, an assumed-shape dummy, a module array, kernels, a reduction over the
! components, and a component present from `enter data` (kept, not copied back at the
! region's end) are covered.
! expect-exit: 0
! expect-stdout:
! | parts: 11 21 22 41 42 43 44
! | module:  1.5  1.5  3.0  3.0  3.0  4.5  4.5  4.5  4.5
! | reduction: 37.50
! | kernels:  3.0  3.0  6.0  6.0  6.0  9.0  9.0  9.0  9.0
! | present: 54 -1 -1 -1
module deep_types
  implicit none
  type cell_t
    real(8), allocatable :: u(:)
    integer :: n = 0
    real(8), allocatable :: m(:, :)
  end type
  type(cell_t), allocatable :: cells(:)
contains
  subroutine relax(cs)
    type(cell_t), intent(inout) :: cs(:)
    integer :: k, i
    !$acc parallel loop
    do k = 1, size(cs)
      do i = 1, cs(k)%n
        cs(k)%u(i) = cs(k)%u(i) + cs(k)%m(i, 2)
      end do
    end do
  end subroutine
end module

program allocatable_array_of_structs_deep_copy
  use deep_types
  implicit none
  type part_t
    integer, allocatable :: v(:)
  end type
  type(part_t), allocatable :: parts(:)
  integer :: k, i, total
  real(8) :: s
  allocate(parts(4))
  do k = 1, 4
    if (k /= 3) then
      allocate(parts(k)%v(k))
      parts(k)%v = 10 * k
    end if
  end do
  !$acc parallel loop
  do k = 1, 4
    if (allocated(parts(k)%v)) then
      do i = 1, size(parts(k)%v)
        parts(k)%v(i) = parts(k)%v(i) + i
      end do
    end if
  end do
  write (*, '(a, *(1x, i0))') 'parts:', (parts(k)%v, k = 1, 2), parts(4)%v
  allocate(cells(3))
  do k = 1, 3
    cells(k)%n = k + 1
    allocate(cells(k)%u(k + 1), cells(k)%m(k + 1, 2))
    cells(k)%u = k
    cells(k)%m = 0.5d0 * k
  end do
  call relax(cells)
  write (*, '(a, *(1x, f4.1))') 'module:', (cells(k)%u, k = 1, 3)
  s = 0
  !$acc parallel loop reduction(+:s)
  do k = 1, 3
    do i = 1, cells(k)%n
      s = s + cells(k)%u(i) * cells(k)%m(i, 1)
    end do
  end do
  write (*, '(a, f6.2)') 'reduction:', s
  !$acc kernels
  do k = 1, 3
    cells(k)%m(:, 1) = cells(k)%u(:) * 2
  end do
  !$acc end kernels
  write (*, '(a, *(1x, f4.1))') 'kernels:', (cells(k)%m(:, 1), k = 1, 3)
  deallocate(parts(4)%v)
  allocate(parts(4)%v(0))
  !$acc enter data copyin(parts(2)%v)
  total = 0
  !$acc parallel loop reduction(+:total)
  do k = 1, 4
    if (allocated(parts(k)%v)) then
      do i = 1, size(parts(k)%v)
        total = total + parts(k)%v(i)
        parts(k)%v(i) = -1
      end do
    end if
  end do
  !$acc exit data copyout(parts(2)%v)
  write (*, '(a, i0, *(1x, i0))') 'present: ', total, parts(1)%v, parts(2)%v
end program
