! Derived types: intrinsic assignment of structures of recursive types (§7.5.4.1 C751) is a
! deep copy at every depth (§10.2.1.3): a tree whose children are an allocatable array of
! its own type, and a linked list through a scalar allocatable component, copied, the copies
! changed deep down while the originals stay; MOVE_ALLOC of a subtree; reassignment over an
! allocated copy (its old nodes freed); copies in a loop, freed at the end of each scope.
! expect-from: flang-22 (gfortran 12 copies recursive allocatable components shallowly: the copy shares the original's nodes, which the end of the scope then frees twice)
! expect-exit: 0
! expect-stdout:
! | a       63    2016
! | a       63    2016
! | b       63    2982
! | b       33    2457
! | c       31     525
! | b       63    2016
! | list       10      55     109
! | again      10      55      55
! | list       20     210     419
! | again      20     210     210
! | list       30     465     929
! | again      30     465     465
module tree_m
  implicit none
  type tree
    integer :: v = 0
    type(tree), allocatable :: kids(:)
  end type tree
contains
  recursive subroutine grow(t, depth, v)
    type(tree), intent(inout) :: t
    integer, intent(in) :: depth
    integer, intent(inout) :: v
    integer :: k
    v = v + 1
    t%v = v
    if (depth == 0) return
    allocate(t%kids(2))
    do k = 1, 2
      call grow(t%kids(k), depth - 1, v)
    end do
  end subroutine grow

  recursive integer function total(t) result(s)
    type(tree), intent(in) :: t
    integer :: k
    s = t%v
    if (.not. allocated(t%kids)) return
    do k = 1, size(t%kids)
      s = s + total(t%kids(k))
    end do
  end function total

  recursive integer function nodes(t) result(n)
    type(tree), intent(in) :: t
    integer :: k
    n = 1
    if (.not. allocated(t%kids)) return
    do k = 1, size(t%kids)
      n = n + nodes(t%kids(k))
    end do
  end function nodes
end module tree_m

module list_m
  implicit none
  type node
    integer :: v = 0
    type(node), allocatable :: next
  end type node
contains
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

  subroutine copies(n)
    integer, intent(in) :: n
    type(node), target :: a, b
    type(node), pointer :: p
    integer :: i
    a%v = 1
    p => a
    do i = 2, n
      allocate(p%next)
      p%next%v = i
      p => p%next
    end do
    b = a
    p => b
    do while (allocated(p%next))
      p => p%next
      p%v = 2 * p%v
    end do
    print '(a,3i8)', 'list ', n, total(a), total(b)
    ! Over an allocated left side: its old nodes go.
    b = a
    print '(a,3i8)', 'again', n, total(a), total(b)
  end subroutine copies
end module list_m

program trees
  use tree_m
  use list_m, only: copies
  implicit none
  type(tree) :: a, b
  type(tree), allocatable :: c
  integer :: v
  v = 0
  call grow(a, 5, v)
  print '(a,2i8)', 'a ', nodes(a), total(a)
  b = a
  b%kids(2)%kids(1)%v = 1000
  print '(a,2i8)', 'a ', nodes(a), total(a)
  print '(a,2i8)', 'b ', nodes(b), total(b)
  allocate(c)
  call move_alloc(b%kids(1)%kids, c%kids)
  print '(a,2i8)', 'b ', nodes(b), total(b)
  print '(a,2i8)', 'c ', nodes(c), total(c)
  deallocate(c)
  b = a
  print '(a,2i8)', 'b ', nodes(b), total(b)
  do v = 1, 3
    call copies(10 * v)
  end do
end program trees
