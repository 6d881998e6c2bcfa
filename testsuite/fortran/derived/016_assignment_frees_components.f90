! Derived types: intrinsic assignment of structures with allocatable components over
! structures whose components are already allocated (§10.2.1.3: the left side's components
! are deallocated, then take copies of the right side's): nested types, arrays of types,
! reallocation of an allocatable array of types, self-assignment (`a = a`, `a = f(a)`,
! `a%f = a%extra(2)`), structure constructors and function results, repeated in loops, and
! DEALLOCATE of a structure array.
! expect-exit: 0
! expect-stdout:
! |   4 c    29.0  2
! |   5 c    43.0  2
! |   4 c    29.0
! |   4 yc    35.0 yc
! |   9 yc    70.0
! |   4.0  4.0  4.0  4.0  5.0  6.0  7.0  8.0  9.0
! | constructed  50.0   1.0
! |   1368.0    43.0  1368.0
! |   3  1368.0    43.0  1368.0
! |     43.0  1368.0  1368.0
! |  F
module grids
  implicit none
  type :: field
    character(len=:), allocatable :: name
    real(8), allocatable :: v(:)
  end type field
  type :: block
    integer :: id = 0
    type(field) :: f
    type(field), allocatable :: extra(:)
  end type block
contains
  function make(n, tag) result(b)
    integer, intent(in) :: n
    character(len=*), intent(in) :: tag
    type(block) :: b
    integer :: i
    b%id = n
    b%f%name = tag
    allocate(b%f%v(n))
    b%f%v = [(real(i, 8), i = 1, n)]
    allocate(b%extra(2))
    b%extra(1) = field('x' // tag, [1d0, 2d0])
    b%extra(2) = field('y' // tag, [(real(n, 8), i = 1, n)])
  end function make

  function grown(b) result(r)
    type(block), intent(in) :: b
    type(block) :: r
    r = b
    r%id = b%id + 1
    r%f%v = [b%f%v, real(b%id + 1, 8)]
  end function grown

  real(8) function total(b)
    type(block), intent(in) :: b
    integer :: k
    total = sum(b%f%v)
    do k = 1, size(b%extra)
      total = total + sum(b%extra(k)%v)
    end do
  end function total

end module grids

program assign_alloc_components
  use grids
  implicit none
  type(block) :: a, b
  type(block), allocatable :: list(:)
  type(block) :: fixed(3)
  integer :: it, k

  a = make(3, 'a')
  b = make(5, 'b')
  do it = 1, 200
    a = b
    b = make(mod(it, 7) + 1, 'c')
  end do
  write(*, '(i3, 1x, a, f8.1, i3)') a%id, a%f%name, total(a), size(a%extra)
  write(*, '(i3, 1x, a, f8.1, i3)') b%id, b%f%name, total(b), size(b%extra)

  ! Self-assignment and a function of the left side.
  a = a
  write(*, '(i3, 1x, a, f8.1)') a%id, a%f%name, total(a)
  a%f = a%extra(2)
  a%extra = a%extra(2:1:-1)
  write(*, '(i3, 1x, a, f8.1, 1x, a)') a%id, a%f%name, total(a), a%extra(1)%name
  do it = 1, 5
    a = grown(a)
  end do
  write(*, '(i3, 1x, a, f8.1 / (10f5.1))') a%id, a%f%name, total(a), a%f%v

  ! A constructor over allocated components.
  do it = 1, 50
    a%f = field('constructed', [real(it, 8), 1d0])
  end do
  write(*, '(a, 2f6.1)') a%f%name, a%f%v

  ! Arrays of structures: element and whole-array assignment, a scalar broadcast, reallocation.
  do it = 1, 30
    fixed = make(it, 'f')
    fixed(2) = b
  end do
  write(*, '(3f8.1)') (total(fixed(k)), k = 1, 3)
  do it = 1, 20
    list = [make(it, 'l'), fixed(1)]
    list = fixed
  end do
  write(*, '(i3, 3f8.1)') size(list), (total(list(k)), k = 1, size(list))
  list(1:2) = list(2:3)
  write(*, '(3f8.1)') (total(list(k)), k = 1, size(list))
  deallocate(list)
  write(*, '(l2)') allocated(list)

end program assign_alloc_components
