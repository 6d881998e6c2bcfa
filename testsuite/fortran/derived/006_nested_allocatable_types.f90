! Derived types: an allocatable array of derived types whose components are themselves
! allocatable (a mesh of chunks, each with its own field arrays), built in a loop, resized by
! reallocation on assignment, and deep-copied.
! expect-exit: 0
! expect-stdout:
! |    1   1   4   10.0000
! |    2   5   8   13.2000
! |    3   9  12   16.4000
! |      68.2000
! |      68.2000     46.3200
! | 4     80.8000
module mesh_mod
  implicit none
  type :: chunk
    integer :: x_min, x_max
    real(8), allocatable :: density(:), energy(:)
  end type chunk
  type :: mesh
    type(chunk), allocatable :: chunks(:)
  end type mesh
contains
  subroutine build(m, nchunks, cells)
    type(mesh), intent(out) :: m
    integer, intent(in) :: nchunks, cells
    integer :: c, i
    allocate(m%chunks(nchunks))
    do c = 1, nchunks
      m%chunks(c)%x_min = (c - 1) * cells + 1
      m%chunks(c)%x_max = c * cells
      allocate(m%chunks(c)%density(m%chunks(c)%x_min:m%chunks(c)%x_max))
      m%chunks(c)%density = [(1.0d0 + 0.1d0 * i, i = m%chunks(c)%x_min, m%chunks(c)%x_max)]
      m%chunks(c)%energy = 2.0d0 * m%chunks(c)%density
    end do
  end subroutine build
  real(8) function total(m)
    type(mesh), intent(in) :: m
    integer :: c
    total = 0.0d0
    do c = 1, size(m%chunks)
      total = total + sum(m%chunks(c)%density * m%chunks(c)%energy)
    end do
  end function total
end module mesh_mod

program meshes
  use mesh_mod
  implicit none
  type(mesh) :: m, m2
  integer :: c
  call build(m, 3, 4)
  do c = 1, size(m%chunks)
    write(*, '(3i4,f10.4)') c, lbound(m%chunks(c)%density), ubound(m%chunks(c)%density), &
      sum(m%chunks(c)%energy)
  end do
  write(*, '(f12.4)') total(m)
  m2 = m
  m2%chunks(2)%density = 0.0d0
  write(*, '(2f12.4)') total(m), total(m2)
  m%chunks = [m%chunks, m%chunks(1)]
  write(*, '(i0,f12.4)') size(m%chunks), total(m)
end program meshes
