! Derived types: pointer components building a singly linked list (push, traverse, reverse in
! place, free), with `associated` tests and `null()` default initialisation.
! expect-exit: 0
! expect-stdout:
! |   49  36  25  16   9   4   1
! |    1   4   9  16  25  36  49
! | freed 7  F
module list_mod
  implicit none
  type :: node
    integer :: value
    type(node), pointer :: next => null()
  end type node
contains
  subroutine push(head, v)
    type(node), pointer :: head
    integer, intent(in) :: v
    type(node), pointer :: n
    allocate(n)
    n%value = v
    n%next => head
    head => n
  end subroutine push
  subroutine show(head)
    type(node), pointer :: head
    type(node), pointer :: cur
    cur => head
    do while (associated(cur))
      write(*, '(i4)', advance='no') cur%value
      cur => cur%next
    end do
    write(*, *)
  end subroutine show
  subroutine reverse(head)
    type(node), pointer :: head
    type(node), pointer :: prev, cur, nxt
    nullify(prev)
    cur => head
    do while (associated(cur))
      nxt => cur%next
      cur%next => prev
      prev => cur
      cur => nxt
    end do
    head => prev
  end subroutine reverse
  integer function free_all(head) result(n)
    type(node), pointer :: head
    type(node), pointer :: nxt
    n = 0
    do while (associated(head))
      nxt => head%next
      deallocate(head)
      head => nxt
      n = n + 1
    end do
  end function free_all
end module list_mod

program linked
  use list_mod
  implicit none
  type(node), pointer :: head => null()
  integer :: i
  do i = 1, 7
    call push(head, i * i)
  end do
  call show(head)
  call reverse(head)
  call show(head)
  write(*, '(a,i0,l3)') 'freed ', free_all(head), associated(head)
end program linked
