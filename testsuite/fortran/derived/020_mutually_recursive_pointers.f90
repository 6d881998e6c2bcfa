! Derived types: mutually recursive types through pointer components (§7.5.4.1: a
! POINTER component may name a type defined later in the specification part): departments
! and employees pointing at each other, a doubly linked list of the type being defined built
! with `=>`, walked both ways, searched with ASSOCIATED (with and without a target),
! unlinked and DEALLOCATEd node by node, and ALLOCATE of an associated pointer (a new target;
! the old one still reachable through another pointer).
! expect-exit: 0
! expect-stdout:
! | ops       6  104   1222.0
! | lab       3  201   1990.0
! | backwards 101 102 103 104 105 106
! | lab  203
! | ops       3 F
! | left 105  1148.0 103  1037.0 102  1111.0
! |   300  203 F T
! |     0    0 F F
module org_m
  implicit none
  type dept
    character(len=8) :: name = ''
    type(emp), pointer :: boss => null()
    type(emp), pointer :: first => null()
  end type dept
  type emp
    integer :: id = 0
    real :: pay = 0.0
    type(dept), pointer :: works_in => null()
    type(emp), pointer :: next => null(), prev => null()
  end type emp
contains
  subroutine hire(d, id, pay)
    type(dept), target, intent(inout) :: d
    integer, intent(in) :: id
    real, intent(in) :: pay
    type(emp), pointer :: e
    allocate(e)
    e%id = id
    e%pay = pay
    e%works_in => d
    e%next => d%first
    if (associated(d%first)) d%first%prev => e
    d%first => e
    if (.not. associated(d%boss)) then
      d%boss => e
    else if (pay > d%boss%pay) then
      d%boss => e
    end if
  end subroutine hire

  integer function headcount(d) result(n)
    type(dept), intent(in) :: d
    type(emp), pointer :: e
    n = 0
    e => d%first
    do while (associated(e))
      n = n + 1
      e => e%next
    end do
  end function headcount

  subroutine fire(d, id)
    type(dept), intent(inout) :: d
    integer, intent(in) :: id
    type(emp), pointer :: e
    e => d%first
    do while (associated(e))
      if (e%id == id) exit
      e => e%next
    end do
    if (.not. associated(e)) return
    if (associated(e%prev)) then
      e%prev%next => e%next
    else
      d%first => e%next
    end if
    if (associated(e%next)) e%next%prev => e%prev
    if (associated(d%boss, e)) nullify(d%boss)
    deallocate(e)
  end subroutine fire

  subroutine clear(d)
    type(dept), intent(inout) :: d
    type(emp), pointer :: e, n
    e => d%first
    do while (associated(e))
      n => e%next
      deallocate(e)
      e => n
    end do
    nullify(d%first, d%boss)
  end subroutine clear
end module org_m

program mutually_recursive_pointers
  use org_m
  implicit none
  type(dept), target :: ops, lab
  type(emp), pointer :: e, last, keep
  integer :: i
  ops%name = 'ops'
  lab%name = 'lab'
  do i = 1, 6
    call hire(ops, 100 + i, 1000.0 + 37.0 * mod(i * 5, 7))
  end do
  do i = 1, 3
    call hire(lab, 200 + i, 2000.0 - 10.0 * i)
  end do
  print '(a8,i3,i5,f9.1)', ops%name, headcount(ops), ops%boss%id, ops%boss%pay
  print '(a8,i3,i5,f9.1)', lab%name, headcount(lab), lab%boss%id, lab%boss%pay
  ! Through the back pointers: every employee's department, from the employee.
  e => ops%first
  do while (associated(e))
    if (.not. associated(e%works_in, ops)) print *, 'wrong department', e%id
    last => e
    e => e%next
  end do
  write (*, '(a)', advance='no') 'backwards'
  e => last
  do while (associated(e))
    write (*, '(i4)', advance='no') e%id
    e => e%prev
  end do
  write (*, '(a)') ''
  print '(a,i5)', trim(lab%first%works_in%name), lab%first%works_in%boss%works_in%first%id
  call fire(ops, ops%boss%id)
  call fire(ops, 101)
  call fire(ops, 106)
  call fire(ops, 999)
  print '(a8,i3,l2)', ops%name, headcount(ops), associated(ops%boss)
  write (*, '(a)', advance='no') 'left'
  e => ops%first
  do while (associated(e))
    write (*, '(i4,f8.1)', advance='no') e%id, e%pay
    e => e%next
  end do
  write (*, '(a)') ''
  ! ALLOCATE of an associated pointer: `keep` still reaches the old target.
  e => lab%first
  keep => e
  allocate(e)
  e%id = 300
  print '(2i5,2l2)', e%id, keep%id, associated(e, keep), associated(keep%works_in, lab)
  deallocate(e)
  call clear(ops)
  call clear(lab)
  print '(2i5,2l2)', headcount(ops), headcount(lab), associated(ops%first), associated(lab%boss)
end program mutually_recursive_pointers
