! Pointers: linked list with pointer components, pointer assignment, nullify, allocate(source=).
module linked_list
  implicit none
  type :: node
    integer :: value = 0
    type(node), pointer :: next => null()
  end type node
contains
  subroutine push(head, v)
    type(node), pointer :: head
    integer, intent(in) :: v
    type(node), pointer :: new
    allocate(new)
    new%value = v
    new%next => head
    head => new
  end subroutine push

  integer function length(head)
    type(node), pointer :: head
    type(node), pointer :: p
    length = 0
    p => head
    do while (associated(p))
      length = length + 1
      p => p%next
    end do
  end function length

  subroutine free_all(head)
    type(node), pointer :: head
    type(node), pointer :: p
    integer :: ierr
    do while (associated(head))
      p => head%next
      deallocate(head, stat=ierr)
      head => p
    end do
    nullify(head, p)
  end subroutine free_all
end module linked_list

program use_list
  use linked_list
  implicit none
  type(node), pointer :: head => null()
  real, allocatable, target :: buf(:)
  real, pointer, contiguous :: view(:)
  real, pointer :: row(:, :)
  integer :: i, ierr
  character(len=80) :: msg
  do i = 1, 5
    call push(head, i)
  end do
  print *, length(head)
  call free_all(head)
  allocate(buf(100), source=0.0, stat=ierr, errmsg=msg)
  view => buf(1:50)
  row(1:10, 1:5) => buf
  view(::2) = 1.0
  deallocate(buf)
end program use_list
