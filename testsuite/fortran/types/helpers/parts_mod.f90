! A module of finalizable parts (decision 129), compiled on its own before
! 180_final_components.f90 uses it: a buffer with a scalar and a rank-1 final subroutine, an
! owner holding one buffer and maybe an allocatable second, an extension of the owner, and a
! holder without a final subroutine of its own that is finalizable through its component.
module parts
  implicit none
  private
  public :: buffer, owner, special_owner, holder

  type :: buffer
    integer :: id = 0
  contains
    final :: free_buffer, free_buffers
  end type

  type :: owner
    integer :: id = 0
    type(buffer) :: buf
    type(buffer), allocatable :: extra
  contains
    final :: close_owner
  end type

  type, extends(owner) :: special_owner
    character(len=4) :: tag = 'none'
  contains
    final :: close_special
  end type

  type :: holder
    real :: weight = 1.5
    type(buffer) :: inner
  end type
contains
  subroutine free_buffer(b)
    type(buffer), intent(inout) :: b
    print '(a,i4)', 'free buffer', b%id
  end subroutine

  subroutine free_buffers(bs)
    type(buffer), intent(inout) :: bs(:)
    print '(a,*(i4))', 'free buffers', bs%id
  end subroutine

  subroutine close_owner(o)
    type(owner), intent(inout) :: o
    print '(a,i4,l2)', 'close owner', o%id, allocated(o%extra)
  end subroutine

  subroutine close_special(s)
    type(special_owner), intent(inout) :: s
    print '(a,a,i4)', 'close special ', s%tag, s%id
  end subroutine
end module
