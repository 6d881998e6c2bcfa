! The base type and the copying procedures, compiled without knowing the extensions of
! store_ext: their copies must still own their allocatable components (decision 118).
module store_base
  implicit none
  type :: item
    integer :: id = 0
  contains
    procedure :: show => item_show
    procedure :: scramble => item_scramble
  end type
contains
  subroutine item_show(x)
    class(item), intent(in) :: x
    print '(a,i3)', 'item', x%id
  end subroutine

  subroutine item_scramble(x)
    class(item), intent(inout) :: x
    x%id = -x%id
  end subroutine

  ! ALLOCATE with SOURCE= of a CLASS(item) dummy.
  subroutine clone(x, y)
    class(item), intent(in) :: x
    class(item), allocatable, intent(out) :: y
    allocate(y, source=x)
  end subroutine

  ! Intrinsic assignment to a CLASS(item) allocatable.
  subroutine assign_copy(x, y)
    class(item), intent(in) :: x
    class(item), allocatable, intent(inout) :: y
    y = x
  end subroutine

  ! A copy changed and shown, then dropped: the original must not see the change.
  subroutine scrambled_copy(x)
    class(item), intent(in) :: x
    class(item), allocatable :: c
    call clone(x, c)
    call c%scramble()
    call c%show()
    deallocate(c)
  end subroutine
end module
