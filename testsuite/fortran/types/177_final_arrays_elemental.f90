! Types: FINAL procedures on arrays (decision 118): an extension whose rank-1 final
! subroutine runs on an array and then its parent's IMPURE ELEMENTAL one on each element's
! parent part; a scalar of the extension, which has no scalar final subroutine of its own,
! gets only the parent's; a local array finalized at END.
! expect-exit: 0
! expect-stdout:
! | fb   8   9  10
! | fa   5
! | fa   6
! | fa   7
! | fa  11
! | fb   3   4
! | fa   1
! | fa   2
module m
  type :: a
    integer :: v = 0
  contains
    final :: fa
  end type
  type, extends(a) :: b
    integer :: w = 0
  contains
    final :: fb
  end type
contains
  impure elemental subroutine fa(x)
    type(a), intent(inout) :: x
    print '(a,i4)', 'fa', x%v
  end subroutine
  subroutine fb(x)
    type(b), intent(inout) :: x(:)
    print '(a,*(i4))', 'fb', x%w
  end subroutine
  subroutine s()
    type(b) :: loc(2)
    loc%v = [1, 2]
    loc%w = [3, 4]
  end subroutine
end module
program p
  use m
  type(b), allocatable :: x(:), y
  allocate(x(3)); x%v = [5,6,7]; x%w = [8,9,10]
  deallocate(x)
  allocate(y); y%v = 11; y%w = 12
  deallocate(y)
  call s()
end program
