! Derived types: pointer components and scalar pointers (§8.5.14, §10.2.2) as tree and mesh
! codes use them: a binary search tree (`type(tnode), pointer :: left, right`) built by a
! recursive insert taking a pointer dummy, traversed in order and freed; scalar pointers to
! scalars (`p => x`, `p = …` defines the target, ASSOCIATED with a target), a pointer dummy
! allocated by the callee, a pointer array component viewing a TARGET array, NULLIFY of a
! component, and structure assignment copying the association, not the data.
! expect-exit: 0
! expect-stdout:
! | 20(1) 30(2) 40(1) 50(2) 60(1) 65(1) 70(1) 80(1) 
! | depth 4
! | largest 80
! | 30(2) 40(1) 50(2) 60(1) 65(1) 70(1) 80(1) 
! |   6.0 T T
! |   3.0 F
! | density   1.0 -2.0 -2.0 T
! | 6
! |  F T
! | 42
! | freed 7
! | F
module trees
  implicit none
  type tnode
    integer :: key
    integer :: count = 1
    type(tnode), pointer :: left => null(), right => null()
  end type
  type view
    character(len=8) :: name
    real, pointer :: data(:) => null()
    real, pointer :: first => null()
  end type
contains
  recursive subroutine insert(t, key)
    type(tnode), pointer :: t
    integer, intent(in) :: key
    if (.not. associated(t)) then
      allocate(t)
      t%key = key
    else if (key < t%key) then
      call insert(t%left, key)
    else if (key > t%key) then
      call insert(t%right, key)
    else
      t%count = t%count + 1
    end if
  end subroutine

  recursive subroutine walk(t)
    type(tnode), pointer :: t
    if (.not. associated(t)) return
    call walk(t%left)
    write(*, '(i0, a, i0, a)', advance='no') t%key, '(', t%count, ') '
    call walk(t%right)
  end subroutine

  recursive integer function depth(t) result(d)
    type(tnode), pointer :: t
    if (.not. associated(t)) then
      d = 0
    else
      d = 1 + max(depth(t%left), depth(t%right))
    end if
  end function

  recursive integer function destroy(t) result(n)
    type(tnode), pointer :: t
    n = 0
    if (.not. associated(t)) return
    n = destroy(t%left) + destroy(t%right) + 1
    deallocate(t)
  end function

  subroutine make_counter(c, start)
    integer, pointer :: c
    integer, intent(in) :: start
    allocate(c)
    c = start
  end subroutine
end module

program pointer_tree
  use trees
  implicit none
  type(tnode), pointer :: root => null()
  type(tnode), pointer :: cur
  type(view) :: v, w
  real, target :: field(6), x
  real, pointer :: p
  integer, pointer :: counter
  integer :: keys(10) = [50, 30, 70, 20, 40, 60, 80, 30, 65, 50], i

  do i = 1, size(keys)
    call insert(root, keys(i))
  end do
  call walk(root)
  write(*, *)
  write(*, '(a, i0)') 'depth ', depth(root)
  cur => root
  do while (associated(cur%right))
    cur => cur%right
  end do
  write(*, '(a, i0)') 'largest ', cur%key
  nullify(root%left%left)
  call walk(root)
  write(*, *)

  x = 1.5
  p => x
  p = p * 4
  write(*, '(f5.1, 2l2)') x, associated(p), associated(p, x)
  p => field(3)
  field = [(real(i), i = 1, 6)]
  write(*, '(f5.1, l2)') p, associated(p, x)

  v%name = 'density'
  v%data => field
  v%first => field(2)
  w = v
  field(2) = -2
  write(*, '(a, 1x, 3f5.1, l2)') trim(w%name), w%data(1:2), w%first, associated(w%data)
  write(*, '(i0)') size(w%data)
  nullify(v%data)
  write(*, '(2l2)') associated(v%data), associated(w%data)

  call make_counter(counter, 41)
  counter = counter + 1
  write(*, '(i0)') counter
  deallocate(counter)
  write(*, '(a, i0)') 'freed ', destroy(root)
  write(*, '(l1)') associated(root)
end program
