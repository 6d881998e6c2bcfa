! Types: arrays of deferred-length characters (`character(len=:), allocatable :: names(:)`)
! allocated with a type-spec, reallocated by assignment to another length and size, LEN of
! the array; arrays of automatic-length characters (`character(len=n) :: words(m)`) in a
! module procedure, filled from an assumed-length assumed-shape dummy, and array expressions
! with concatenation passed to such dummies.
! expect-exit: 0
! expect-stdout:
! | 8 4
! | cell_001 cell_002 cell_003 cell_004
! | 32
! | 7 3
! | alpha  |beta   |gamma  |
! | Beta
! | a1 b2 c3 d4 e5
! | 2 3 b2c3d4
! | 6 8 3
! | <  alph><   Bet><  gamm>
! | gamm,Bet,alph
! | 3 5 4
! | <x1 ><y2 ><z3 ><w4 >
! | w4,z3,y2,x1
! |  F F
module labels
  implicit none
contains
  subroutine make_labels(prefix, n, out)
    character(len=*), intent(in) :: prefix
    integer, intent(in) :: n
    character(len=:), allocatable, intent(out) :: out(:)
    integer :: i
    allocate(character(len=len(prefix) + 3) :: out(n))
    do i = 1, n
      write(out(i), '(a,i3.3)') prefix, i
    end do
  end subroutine make_labels

  subroutine columns(width, names)
    integer, intent(in) :: width
    character(len=*), intent(in) :: names(:)
    character(len=width) :: cells(size(names))
    character(len=width + 2) :: boxed(size(names))
    integer :: i
    do i = 1, size(names)
      cells(i) = adjustr(names(i))
    end do
    boxed = '<' // cells // '>'
    write(*, '(i0,1x,i0,1x,i0)') len(cells), len(boxed), size(cells)
    write(*, '(*(a))') boxed
    write(*, '(*(a,:,","))') (trim(adjustl(cells(i))), i = size(cells), 1, -1)
  end subroutine columns

  integer function total_length(list)
    character(len=*), intent(in) :: list(:)
    integer :: i
    total_length = 0
    do i = 1, size(list)
      total_length = total_length + len_trim(list(i))
    end do
  end function total_length
end module labels

program char_arrays
  use labels
  implicit none
  character(len=:), allocatable :: names(:), tags(:)
  integer :: i

  call make_labels('cell_', 4, names)
  write(*, '(i0,1x,i0)') len(names), size(names)
  write(*, '(4(a,1x))') names
  write(*, '(i0)') total_length(names)

  names = ['alpha  ', 'beta   ', 'gamma  ']
  write(*, '(i0,1x,i0)') len(names), size(names)
  write(*, '(3(a,"|"))') names
  names(2)(1:1) = 'B'
  write(*, '(a)') names(2)(1:4)

  allocate(character(len=2) :: tags(5))
  do i = 1, size(tags)
    tags(i) = achar(iachar('a') + i - 1) // achar(iachar('0') + i)
  end do
  write(*, '(5(a,1x))') tags
  tags = tags(2:4)
  write(*, '(i0,1x,i0,1x,3a)') len(tags), size(tags), tags

  call columns(6, names)
  call columns(3, ['x1', 'y2', 'z3', 'w4'])
  deallocate(names, tags)
  write(*, '(2l2)') allocated(names), allocated(tags)
end program char_arrays
