! A module of finalizable types (decision 118), compiled on its own before
! 176_final_procedures.f90 uses it: a handle with a scalar and a rank-1 final subroutine,
! and an extension whose own final subroutine runs before its parent's.
module resources
  implicit none
  private
  public :: handle, file_handle, live

  integer :: live = 0

  type :: handle
    integer :: id = 0
  contains
    final :: close_handle, close_handles
  end type

  type, extends(handle) :: file_handle
    character(len=8) :: path = 'none'
  contains
    final :: close_file
  end type
contains
  subroutine close_handle(h)
    type(handle), intent(inout) :: h
    live = live - 1
    print '(a,i4,a,i3)', 'close handle', h%id, '  live', live
  end subroutine

  subroutine close_handles(hs)
    type(handle), intent(inout) :: hs(:)
    live = live - size(hs)
    print '(a,*(i4))', 'close handles', hs%id
  end subroutine

  subroutine close_file(f)
    type(file_handle), intent(inout) :: f
    print '(a,a,i4)', 'close file ', f%path, f%id
  end subroutine
end module
