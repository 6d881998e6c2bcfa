! Derived types: allocatable array components (a CloverLeaf-style field type), intrinsic
! assignment that deep-copies them (the copy is independent), reallocation of a component on
! assignment, and automatic deallocation when the variable goes out of scope.
! expect-exit: 0
! expect-stdout:
! | flags allocated?  F T
! | density0     32.400
! | density1     64.800
! |   0  0  5  4
! |  1 0 1     32.400
! | tmp sum    6.600
module field_mod
  implicit none
  type :: field
    character(len=16) :: name = ''
    integer :: nx = 0, ny = 0
    real(8), allocatable :: data(:, :)
    integer, allocatable :: flags(:)
  end type field
contains
  subroutine make(f, name, nx, ny)
    type(field), intent(out) :: f
    character(*), intent(in) :: name
    integer, intent(in) :: nx, ny
    integer :: i, j
    f%name = name
    f%nx = nx
    f%ny = ny
    allocate(f%data(0:nx+1, 0:ny+1))
    do j = 0, ny + 1
      do i = 0, nx + 1
        f%data(i, j) = i + 0.1d0 * j
      end do
    end do
  end subroutine make
  real(8) function interior_sum(f)
    type(field), intent(in) :: f
    interior_sum = sum(f%data(1:f%nx, 1:f%ny))
  end function interior_sum
end module field_mod

program allocomp
  use field_mod
  implicit none
  type(field) :: density, copy
  call make(density, 'density0', 4, 3)
  write(*, '(a,2l2)') 'flags allocated? ', allocated(density%flags), allocated(density%data)
  copy = density
  copy%data = 2.0d0 * copy%data
  copy%name = 'density1'
  write(*, '(a,1x,f10.3)') trim(density%name), interior_sum(density)
  write(*, '(a,1x,f10.3)') trim(copy%name), interior_sum(copy)
  write(*, '(4i3)') lbound(copy%data), ubound(copy%data)
  density%flags = [1, 0, 1]
  copy = density
  write(*, '(3i2,1x,f10.3)') copy%flags, interior_sum(copy)
  call scoped()
contains
  subroutine scoped()
    type(field) :: tmp
    call make(tmp, 'tmp', 2, 2)
    write(*, '(a,f8.3)') 'tmp sum ', interior_sum(tmp)
  end subroutine scoped
end program allocomp
