! Types: finalization of function results after the statement that used them (F2018
! §7.5.6.3: the function runs, then the left side of an assignment is finalized and defined,
! then the result is finalized; after a CALL; after an assignment to an integer) and of
! CLASS(entry) allocatable components as their dynamic types when they or their holder are
! deallocated (decision 129). Types from a module in another file.
! expect-from: flang-22 (gfortran 12 finalizes neither function results nor the left side of an intrinsic assignment, PR 37336, fixed in 13)
! link-with-acc: helpers/ledger_mod.f90
! expect-exit: 0
! expect-stdout:
! | x = new_entry(3)
! | new entry   3
! | close entry   1
! | close entry   3
! | call show(new_entry(4))
! | new entry   4
! | show   4
! | close entry   4
! | k = weight(new_entry(5)) + 1
! | new entry   5
! | close entry   5
! | weight  51
! | end results
! | close entry   3
! | deallocate(b%first)
! | close tagged abc 
! | close entry  11
! | shelve  10
! | close tagged none
! | close entry  12
! | shelve  20
! | close entry  21
! | end F
module readers
  use ledger
  implicit none
contains
  subroutine show(e)
    type(entry), intent(in) :: e
    print '(a,i4)', 'show', e%n
  end subroutine

  subroutine results
    type(entry) :: x
    integer :: k
    x%n = 1
    print '(a)', 'x = new_entry(3)'
    x = new_entry(3)
    print '(a)', 'call show(new_entry(4))'
    call show(new_entry(4))
    print '(a)', 'k = weight(new_entry(5)) + 1'
    k = weight(new_entry(5)) + 1
    print '(a,i4)', 'weight', k
    print '(a)', 'end results'
  end subroutine

  subroutine shelve(b)
    type(book), allocatable, intent(inout) :: b
    print '(a,i4)', 'shelve', b%pages
    deallocate(b)
  end subroutine
end module

program final_results
  use ledger
  use readers
  implicit none
  type(book), allocatable :: b

  call results
  allocate(b)
  b%pages = 10
  allocate(tagged_entry :: b%first)
  b%first%n = 11
  select type (t => b%first)
  type is (tagged_entry)
    t%label = 'abc'
  end select
  print '(a)', 'deallocate(b%first)'
  deallocate(b%first)
  allocate(tagged_entry :: b%first)
  b%first%n = 12
  call shelve(b)
  allocate(b)
  b%pages = 20
  allocate(entry :: b%first)
  b%first%n = 21
  call shelve(b)
  print '(a,l2)', 'end', allocated(b)
end program
