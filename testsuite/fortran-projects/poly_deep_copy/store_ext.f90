! Extensions with allocatable components: an array, a deferred-length string, and an
! allocatable array of a type with an allocatable component of its own.
module store_ext
  use store_base
  implicit none
  type :: cell
    real, allocatable :: w(:)
  end type

  type, extends(item) :: bag
    integer, allocatable :: vals(:)
    character(len=:), allocatable :: label
    type(cell), allocatable :: cells(:)
  contains
    procedure :: show => bag_show
    procedure :: scramble => bag_scramble
  end type
contains
  subroutine bag_show(x)
    class(bag), intent(in) :: x
    integer :: k
    print '(a,i3,a,a,a,*(i4))', 'bag', x%id, ' ', x%label, ' vals', x%vals
    do k = 1, size(x%cells)
      print '(a,i2,*(f7.2))', '  cell', k, x%cells(k)%w
    end do
  end subroutine

  subroutine bag_scramble(x)
    class(bag), intent(inout) :: x
    integer :: k
    x%id = -x%id
    x%vals = x%vals * 10
    x%vals(1) = 0
    x%label(1:1) = '#'
    do k = 1, size(x%cells)
      x%cells(k)%w = -x%cells(k)%w
    end do
  end subroutine
end module
