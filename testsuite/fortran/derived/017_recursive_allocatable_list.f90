! Derived types: a linked list whose links are allocatable components of the list's own type
! (§7.5.4.1 C751, `type(node), allocatable :: next`): nodes pushed with MOVE_ALLOC of a
! variable into a component (§16.9.137), popped with MOVE_ALLOC of a component into a
! variable, walked with a pointer, and freed at the end of the scope, deeper than any fixed
! nesting (40 nodes); a local list in an internal procedure.
! expect-exit: 0
! expect-stdout:
! | built      40   820
! | popped     39    39   780
! | popped     38    38   741
! | popped     37    37   703
! | popped     36    36   666
! | popped     35    35   630
! | rest    F
! | head    F
! | again       3    60
! | local       3    -6
module list_m
  implicit none
  type node
    integer :: v = 0
    type(node), allocatable :: next
  end type node
contains
  subroutine push(head, v)
    type(node), allocatable, intent(inout) :: head
    integer, intent(in) :: v
    type(node), allocatable :: n
    allocate(n)
    n%v = v
    call move_alloc(head, n%next)
    call move_alloc(n, head)
  end subroutine push

  integer function total(head) result(s)
    type(node), intent(in), target :: head
    type(node), pointer :: p
    s = head%v
    p => head
    do while (allocated(p%next))
      p => p%next
      s = s + p%v
    end do
  end function total

  integer function length(head) result(n)
    type(node), intent(in), target :: head
    type(node), pointer :: p
    n = 1
    p => head
    do while (allocated(p%next))
      p => p%next
      n = n + 1
    end do
  end function length
end module list_m

program list
  use list_m
  implicit none
  type(node), allocatable :: head
  type(node), allocatable :: rest
  integer :: i
  do i = 1, 40
    call push(head, i)
  end do
  print '(a,2i6)', 'built  ', length(head), total(head)
  ! Pop: the list's second node becomes its head (FROM may not be part of TO, 16.9.137);
  ! TO's old node is deallocated, without the rest of the list.
  do i = 1, 5
    call move_alloc(head%next, rest)
    call move_alloc(rest, head)
    print '(a,3i6)', 'popped ', head%v, length(head), total(head)
  end do
  print '(a,l2)', 'rest   ', allocated(rest)
  ! A whole list deallocated at once (§9.7.3.2: with its allocatable subobjects).
  deallocate(head)
  print '(a,l2)', 'head   ', allocated(head)
  do i = 1, 3
    call push(head, 10 * i)
  end do
  print '(a,2i6)', 'again  ', length(head), total(head)
  call sub()
contains
  subroutine sub()
    type(node) :: local
    integer :: k
    local%v = -1
    allocate(local%next)
    local%next%v = -2
    allocate(local%next%next)
    local%next%next%v = -3
    k = total(local)
    print '(a,2i6)', 'local  ', length(local), k
  end subroutine sub
end program list
