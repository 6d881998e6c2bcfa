! Derived types: deferred-length allocatable character components (`character(len=:),
! allocatable :: name`) as a registry module keeps them: set by assignment from dummies of
! any length, grown from their own value, substrings assigned through them, LEN and
! ALLOCATED, ALLOCATE with a type-spec, DEALLOCATE, and deep copies by intrinsic assignment
! of the structure (also of an array element and of a structure nesting one) that later
! changes do not reach; an allocatable scalar real component beside them.
! expect-exit: 0
! expect-stdout:
! |   0 (unnamed)
! |   1 Ada Lovelace 12|61.50
! |   1 Ada Lovelace 12|61.50
! |   1 ADA Lovelace 12|62.50
! |   1 Ada Lovelace (1815) 19|61.50
! |   1 Lovelace (1815) 15|61.50
! | <ADA Lovelace> 14
! |  11 x 1|-
! |   1 Lovelace (1815) 15|61.50
! |  13 xxx 3|-
! | Lovelace
! | Analytical engine|analytical engine|4
! |   1 Babbage 7|62.50
! |   1 ADA Lovelace 12|62.50
! |   1 (unnamed)
! |  F F T
! | abcd 4
! | abcdefg 7
! | |0
module registry
  implicit none
  private
  public :: person_t, team_t, set_person, show, tag_line

  type :: person_t
    integer :: id = 0
    character(len=:), allocatable :: name
    character(len=:), allocatable :: notes
    real(8), allocatable :: weight
  end type person_t

  type :: team_t
    character(len=:), allocatable :: title
    type(person_t) :: lead
    integer :: size = 0
  end type team_t
contains
  subroutine set_person(p, id, s, w)
    type(person_t), intent(inout) :: p
    integer, intent(in) :: id
    character(len=*), intent(in) :: s
    real(8), intent(in), optional :: w
    p%id = id
    p%name = trim(adjustl(s))
    if (present(w)) p%weight = w
  end subroutine set_person

  subroutine show(p)
    type(person_t), intent(in) :: p
    character(len=12) :: wt
    wt = '-'
    if (allocated(p%weight)) write(wt, '(f8.2)') p%weight
    if (allocated(p%name)) then
      write(*, '(i3,1x,a,1x,i0,"|",a)') p%id, p%name, len(p%name), trim(adjustl(wt))
    else
      write(*, '(i3,1x,a)') p%id, '(unnamed)'
    end if
  end subroutine show

  subroutine tag_line(p, s)
    type(person_t), intent(in) :: p
    character(len=:), allocatable, intent(out) :: s
    s = '<' // p%name // '>'
  end subroutine tag_line
end module registry

program deferred_len_components
  use registry
  implicit none
  type(person_t) :: a, b
  type(person_t), allocatable :: crew(:)
  type(team_t) :: t1, t2
  character(len=:), allocatable :: line
  integer :: k

  call show(a)
  call set_person(a, 1, '   Ada Lovelace   ', 61.5d0)
  call show(a)
  b = a
  b%name(1:3) = 'ADA'
  b%weight = b%weight + 1
  call show(a)
  call show(b)
  a%name = a%name // ' (1815)'
  call show(a)
  a%name = a%name(5:)
  call show(a)
  call tag_line(b, line)
  write(*, '(a,1x,i0)') line, len(line)

  allocate(crew(3))
  do k = 1, 3
    call set_person(crew(k), 10 + k, repeat('x', k))
  end do
  crew(2) = a
  a%name = 'changed'
  do k = 1, 3
    call show(crew(k))
  end do
  write(*, '(a)') crew(2)%name(1:8)

  t1%title = 'analytical engine'
  t1%lead = b
  t1%size = 4
  t2 = t1
  t1%title(1:1) = 'A'
  t1%lead%name = 'Babbage'
  write(*, '(a,"|",a,"|",i0)') t1%title, t2%title, t2%size
  call show(t1%lead)
  call show(t2%lead)

  deallocate(b%name)
  call show(b)
  write(*, '(3l2)') allocated(b%name), allocated(crew(1)%notes), allocated(t2%lead%name)
  allocate(character(len=4) :: b%notes)
  b%notes(:) = 'abcdefg'
  write(*, '(a,1x,i0)') b%notes, len(b%notes)
  b%notes = 'abcdefg'
  write(*, '(a,1x,i0)') b%notes, len(b%notes)
  b%notes = ''
  write(*, '(a,"|",i0)') b%notes, len(b%notes)
end program deferred_len_components
