! Types: CLASS(shape), allocatable array components (F2008 §4.5.4.6, §7.2.1.3, decision 129)
! allocated as an extension with its own allocatable component: SELECT TYPE on the whole
! component, type-bound calls dispatching on its elements, a deep copy of the holder (each
! element's allocatable component its own), DEALLOCATE of the component. Types from a module
! in another file.
! link-with-acc: helpers/shapes_mod.f90
! expect-exit: 0
! expect-stdout:
! | empty bag 
! | bag  item 1    1.00
! | bag  item 2    6.00
! | bag  item 3   18.00
! | polygon sizes  1  2  3
! | bag  item 1    1.00
! | bag  item 2    6.00
! | bag  item 3    0.00
! | polygon sizes  1  2  3
! | copy item 1    1.00
! | copy item 2    6.00
! | copy item 3   18.00
! | polygon sizes  1  2  3
! | empty bag 
! | bag  item 1    0.75
! | bag  item 2    3.00
! | circle radii  0.50  1.00
! | polygon poly      1    1.00
! | polygon poly      2    6.00
module bags
  use shapes
  implicit none
  type :: bag
    character(len=4) :: name = 'bag'
    class(shape), allocatable :: items(:)
  end type
contains
  subroutine report(b)
    type(bag), intent(in) :: b
    integer :: i
    if (.not. allocated(b%items)) then
      print '(a,a)', 'empty ', b%name
      return
    end if
    do i = 1, size(b%items)
      print '(a,a,i2,f8.2)', b%name, ' item', i, b%items(i)%area()
    end do
    select type (p => b%items)
    type is (polygon)
      print '(a,*(i3))', 'polygon sizes', (size(p(i)%xs), i = 1, size(p))
    type is (circle)
      print '(a,*(f6.2))', 'circle radii', p%r
    end select
  end subroutine

  subroutine fill_polygons(b, n)
    type(bag), intent(inout) :: b
    integer, intent(in) :: n
    integer :: i, j
    allocate(polygon :: b%items(n))
    select type (p => b%items)
    type is (polygon)
      do i = 1, n
        p(i)%xs = [(real(i * j), j = 1, i)]
        p(i)%label = 'poly'
      end do
    end select
  end subroutine
end module

program class_array_components
  use shapes
  use bags
  implicit none
  type(bag) :: a, b
  integer :: i

  call report(a)
  call fill_polygons(a, 3)
  call report(a)
  b = a
  b%name = 'copy'
  select type (p => a%items)
  type is (polygon)
    p(3)%xs = 0.0
  end select
  call report(a)
  call report(b)
  deallocate(a%items)
  call report(a)
  allocate(circle :: a%items(2))
  select type (p => a%items)
  class is (circle)
    p%r = [(0.5 * i, i = 1, 2)]
  end select
  call report(a)
  do i = 1, 2
    call b%items(i)%describe()
  end do
end program
