! Types: CLASS(*) entities of character type (decision 107): an allocatable given a
! character SOURCE= (a literal and a variable) or a `character(len=4)` type-spec, a pointer
! associated with a character variable and then an integer; TYPE IS (CHARACTER(*)) and
! TYPE IS (CHARACTER(LEN=*)) see the object's length, and a change through the associate
! name reaches the target.
! expect-exit: 0
! expect-stdout:
! | not an integer
! | len 5 [hello]
! | [abcdeabc]
! | len 4 [wxyz]
! | len 6 [abcdef]
! | Xbcdef
! | int 4
program unlimited_character
  implicit none
  class(*), allocatable :: u
  class(*), pointer :: q
  character(len=3) :: w = 'abc'
  character(len=8) :: w2
  character(len=6), target :: s6 = 'abcdef'
  integer, target :: k = 4
  allocate(u, source='hello')
  call show(u)
  select type (u)
  type is (character(*))
    print '(a,i0,3a)', 'len ', len(u), ' [', u, ']'
  end select
  deallocate(u)
  w2 = w // 'de' // w
  allocate(u, source=w2)
  select type (u)
  type is (character(len=*))
    print '(3a)', '[', u, ']'
  class default
    print '(a)', 'wrong'
  end select
  deallocate(u)
  allocate(character(len=4) :: u)
  select type (u)
  type is (character(*))
    u = 'wxyz'
    print '(a,i0,3a)', 'len ', len(u), ' [', u, ']'
  end select
  q => s6
  select type (q)
  type is (character(*))
    print '(a,i0,3a)', 'len ', len(q), ' [', q, ']'
    q(1:1) = 'X'
  end select
  print '(a)', s6
  q => k
  select type (q)
  type is (character(*))
    print '(a)', 'wrong'
  type is (integer)
    print '(a,i0)', 'int ', q
  end select
contains
  subroutine show(x)
    class(*), intent(in) :: x
    select type (x)
    type is (integer)
      print '(a)', 'int'
    class default
      print '(a)', 'not an integer'
    end select
  end subroutine
end program
