! A module of finalizable entries (decision 129), compiled on its own before
! 184_final_results_polymorphic_components.f90 uses it: an entry, an extension with its own
! final subroutine, a function returning an entry, and a book holding a CLASS(entry)
! allocatable component.
module ledger
  implicit none
  private
  public :: entry, tagged_entry, book, new_entry, weight

  type :: entry
    integer :: n = 0
  contains
    final :: close_entry
  end type

  type, extends(entry) :: tagged_entry
    character(len=4) :: label = 'none'
  contains
    final :: close_tagged
  end type

  type :: book
    integer :: pages = 0
    class(entry), allocatable :: first
  end type
contains
  subroutine close_entry(e)
    type(entry), intent(inout) :: e
    print '(a,i4)', 'close entry', e%n
  end subroutine

  subroutine close_tagged(e)
    type(tagged_entry), intent(inout) :: e
    print '(a,a)', 'close tagged ', e%label
  end subroutine

  function new_entry(n) result(e)
    integer, intent(in) :: n
    type(entry) :: e
    e%n = n
    print '(a,i4)', 'new entry', n
  end function

  integer function weight(e)
    type(entry), intent(in) :: e
    weight = 10 * e%n
  end function
end module
