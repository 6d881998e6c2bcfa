! Derived types: character pointer components (scalar and array, constant length) pointing at
! TARGET strings and string arrays or allocated by ALLOCATE of the component, seeing changes
! of their target, substrings through them, LEN, ASSOCIATED and DEALLOCATE; a scalar integer
! pointer component allocated the same way.
! expect-exit: 0
! expect-stdout:
! |   1 beta    |
! |   1 BETA    |
! |   1 solo    |
! |   3 alpha    BETA     gamma   
! | Gamma
! |   2 (no label)
! |   2 Owned   |
! |     hits: 15
! | Own 8
! |  F F
module recs
  implicit none
  type :: entry_t
    integer :: id = 0
    character(len=8), pointer :: label => null()
    character(len=8), pointer :: tags(:) => null()
    integer, pointer :: hits => null()
  end type entry_t
contains
  subroutine show(e)
    type(entry_t), intent(in) :: e
    if (associated(e%label)) then
      write(*, '(i3,1x,a,"|")') e%id, e%label
    else
      write(*, '(i3,1x,a)') e%id, '(no label)'
    end if
    if (associated(e%tags)) write(*, '(i3,*(1x,a))') size(e%tags), e%tags
    if (associated(e%hits)) write(*, '(a,i0)') '    hits: ', e%hits
  end subroutine show
end module recs

program char_pointer_components
  use recs
  implicit none
  character(len=8), target :: names(3) = ['alpha   ', 'beta    ', 'gamma   ']
  character(len=8), target :: single = 'solo'
  type(entry_t) :: a, b
  integer :: k

  a%id = 1
  a%label => names(2)
  call show(a)
  names(2) = 'BETA'
  call show(a)
  a%label => single
  a%tags => names
  call show(a)
  names(3)(1:1) = 'G'
  write(*, '(a)') a%tags(3)(1:5)

  b%id = 2
  call show(b)
  allocate(b%label)
  b%label = 'owned'
  b%label(1:1) = 'O'
  allocate(b%hits)
  b%hits = 0
  do k = 1, 5
    b%hits = b%hits + k
  end do
  call show(b)
  write(*, '(a,1x,i0)') b%label(1:3), len(b%label)
  deallocate(b%label, b%hits)
  write(*, '(2l2)') associated(b%label), associated(b%hits)
end program char_pointer_components
