! Allocatable arrays of structures whose elements have allocatable components, used in compute
! regions without data clauses after `enter data copyin(parts(k)%u)`: the implicit copy of
! the elements (OpenACC 3.3 §2.6.2) holds the host's addresses of the components (§2.6.4);
! the implicit mapping attaches each element's component that is present (§2.7.2, as
! nvfortran does; decision 84, decision 72 for arrays of known size), else separate memory
! writes the host's arrays and the `exit data copyout` brings back the untouched device copy
! (and a GPU faults). Also the application order `enter data copyin(parts)` then
! `copyin(parts(k)%u)`, an assumed-shape dummy, a module array of two components, a
! two-dimensional array, kernels, and an unallocated array in a region that does not run.
! expect-exit: 0
! expect-stdout:
! | main:  3.0  4.0  5.0  6.0  5.0  6.0  7.0  8.0  7.0  8.0  9.0 10.0
! | dummy:  21  22  23  41  42  43  61  62  63
! | module: 11.0 11.0 12.0 22.0 13.0 33.0
! | structures first: 2 3 4 3 4 5
! | grid: 11 12 21 22 13 14 23 24
! | kernels: 1.5 2.5 3.5 2.5 3.5 4.5
module body_types
  implicit none
  type part_t
    integer :: id = 0
    real, allocatable :: u(:)
  end type
  type cell_t
    real(8), allocatable :: u(:)
    real(8) :: w = 1.0d0
    real(8), allocatable :: v(:)
  end type
  type(cell_t), allocatable :: cells(:)
contains
  subroutine scale_parts(ps, n)
    type(part_t), intent(inout) :: ps(:)
    integer, intent(in) :: n
    integer :: k, i
    !$acc parallel loop
    do k = 1, size(ps)
      do i = 1, n
        ps(k)%u(i) = ps(k)%u(i) * 20 + i
      end do
    end do
  end subroutine
end module

program allocatable_array_of_structs_attaches
  use body_types
  implicit none
  type(part_t), allocatable :: parts(:), more(:)
  type(part_t), allocatable :: grid(:, :), none(:)
  integer :: k, i, j, n
  n = 4
  allocate(parts(3))
  do k = 1, 3
    parts(k)%id = k
    allocate(parts(k)%u(n))
    parts(k)%u = k
    !$acc enter data copyin(parts(k)%u)
  end do
  !$acc parallel loop
  do k = 1, 3
    do i = 1, n
      parts(k)%u(i) = parts(k)%u(i) * 2 + i
    end do
  end do
  do k = 1, 3
    !$acc exit data copyout(parts(k)%u)
  end do
  write (*, '(a, 12f5.1)') 'main:', (parts(k)%u, k = 1, 3)

  do k = 1, 3
    parts(k)%u = k
    !$acc enter data copyin(parts(k)%u)
  end do
  call scale_parts(parts, 3)
  do k = 1, 3
    !$acc exit data copyout(parts(k)%u)
  end do
  write (*, '(a, 9i4)') 'dummy:', (int(parts(k)%u(1:3)), k = 1, 3)

  allocate(cells(3))
  do k = 1, 3
    allocate(cells(k)%u(2), cells(k)%v(2))
    cells(k)%u = k
    cells(k)%v = 10 * k
    !$acc enter data copyin(cells(k)%u, cells(k)%v)
  end do
  !$acc parallel loop
  do k = 1, 3
    cells(k)%u(1) = cells(k)%u(1) * cells(k)%w + cells(k)%v(1) / k
    cells(k)%u(2) = cells(k)%u(2) + cells(k)%v(2)
  end do
  do k = 1, 3
    !$acc exit data copyout(cells(k)%u) delete(cells(k)%v)
  end do
  write (*, '(a, 6f5.1)') 'module:', (cells(k)%u, k = 1, 3)

  allocate(more(2))
  !$acc enter data copyin(more)
  do k = 1, 2
    allocate(more(k)%u(3))
    more(k)%u = k
    !$acc enter data copyin(more(k)%u)
  end do
  !$acc parallel loop
  do k = 1, 2
    do i = 1, 3
      more(k)%u(i) = more(k)%u(i) + i
    end do
  end do
  do k = 1, 2
    !$acc exit data copyout(more(k)%u)
  end do
  !$acc exit data delete(more)
  write (*, '(a, 6i2)') 'structures first:', (int(more(k)%u), k = 1, 2)

  allocate(grid(2, 2))
  do j = 1, 2
    do k = 1, 2
      allocate(grid(k, j)%u(2))
      grid(k, j)%u = 0
      !$acc enter data copyin(grid(k, j)%u)
    end do
  end do
  !$acc parallel loop collapse(2)
  do j = 1, 2
    do k = 1, 2
      grid(k, j)%u(1) = 10 * k + 2 * j - 1
      grid(k, j)%u(2) = 10 * k + 2 * j
    end do
  end do
  do j = 1, 2
    do k = 1, 2
      !$acc exit data copyout(grid(k, j)%u)
    end do
  end do
  write (*, '(a, 8i3)') 'grid:', ((int(grid(k, j)%u), k = 1, 2), j = 1, 2)

  do k = 1, 2
    more(k)%u = k
    !$acc enter data copyin(more(k)%u)
  end do
  !$acc kernels
  do k = 1, 2
    more(k)%u(:) = more(k)%u(:) + 0.5
  end do
  !$acc end kernels
  do k = 1, 2
    !$acc exit data copyout(more(k)%u)
  end do
  !$acc parallel loop if(allocated(none))
  do k = 1, 0
    none(k)%u(1) = 0
  end do
  write (*, '(a, 6f4.1)') 'kernels:', (more(k)%u + [0., 1., 2.], k = 1, 2)
end program
