! Types: CLASS(shape), allocatable components whose dynamic type is an extension (F2008
! §4.5.4.6, §7.2.1.3, decision 129): ALLOCATE with a type-spec and with SOURCE= of a
! polymorphic object, SELECT TYPE on the component, type-bound calls dispatching on it,
! intrinsic assignment to it, intrinsic assignment of the structure holding it (a deep copy of
! its dynamic type, its allocatable component included), and DEALLOCATE of the component and
! of the holder. Types from a module in another file.
! link-with-acc: helpers/shapes_mod.f90
! expect-exit: 0
! expect-stdout:
! | empty slot  1
! | circle in slot  1  1.00
! | shape shape       3.00
! | same as circle T T
! | polygon in slot  1  1.50  3.00  4.50
! | polygon polygon   3    9.00
! | polygon in slot  1 10.00  3.00  4.50
! | polygon polygon   3   17.50
! | polygon in slot  2  1.50  3.00  4.50
! | polygon polygon   3    9.00
! | polygon in slot  1  1.50  3.00  4.50
! | polygon polygon   3    9.00
! | circle in slot  2  3.00
! | shape circle     27.00
! | area   27.00
! | empty slot  1
! | polygon in slot  3  1.50  3.00  4.50
! | polygon polygon   3    9.00
! | end F
module drawings
  use shapes
  implicit none
  type :: slot
    integer :: id = 0
    class(shape), allocatable :: item
  end type
contains
  subroutine show(s)
    type(slot), intent(in) :: s
    if (.not. allocated(s%item)) then
      print '(a,i3)', 'empty slot', s%id
      return
    end if
    select type (p => s%item)
    type is (circle)
      print '(a,i3,f6.2)', 'circle in slot', s%id, p%r
    class is (polygon)
      print '(a,i3,*(f6.2))', 'polygon in slot', s%id, p%xs
    class default
      print '(a,i3,a)', 'shape in slot', s%id, ' (default)'
    end select
    call s%item%describe()
  end subroutine

  subroutine fill(s, kind, x)
    type(slot), intent(inout) :: s
    character(*), intent(in) :: kind
    real, intent(in) :: x
    class(shape), allocatable :: made
    call make(made, kind, x)
    if (allocated(s%item)) deallocate(s%item)
    allocate(s%item, source=made)
  end subroutine
end module

program class_components
  use shapes
  use drawings
  implicit none
  type(slot) :: a, b
  type(slot), allocatable :: c
  integer :: k

  a%id = 1
  call show(a)
  allocate(circle :: a%item)
  call show(a)
  print '(a,2l2)', 'same as circle', same_type_as(a%item, circle()), extends_type_of(a%item, shape())
  call fill(a, 'polygon', 1.5)
  call show(a)
  b = a
  b%id = 2
  select type (p => a%item)
  type is (polygon)
    p%xs(1) = 10.0
  end select
  call show(a)
  call show(b)
  a%item = b%item
  call show(a)
  do k = 1, 3
    call fill(b, 'circle', real(k))
  end do
  call show(b)
  print '(a,f8.2)', 'area', b%item%area()
  allocate(c)
  c = a
  c%id = 3
  deallocate(a%item)
  call show(a)
  call show(c)
  deallocate(c)
  print '(a,l2)', 'end', allocated(c)
end program
