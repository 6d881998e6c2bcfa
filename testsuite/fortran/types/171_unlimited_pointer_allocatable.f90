! Types: CLASS(*) allocatables and pointers (decision 107): `allocate(u, source=42)`,
! `allocate(real(8) :: u)`, a derived type-spec, `allocate(logical :: q)`
! of a pointer, and a CLASS(*) pointer associated in turn with an integer, a real(8) and a
! structure; SELECT TYPE on each (a value set through the associate name reaches the
! object) and passing them to a CLASS(*) dummy.
! expect-exit: 0
! expect-stdout:
! | integer 42
! | integer 43
! | real(8)    2.500
! | pt 9
! | pt 3
! | logical T
! | integer 7
! | real(8)   -1.250
! | pt 3
! | pv%i 11
module um
  implicit none
  type :: pt
    integer :: i = 3
  end type
contains
  subroutine show(u)
    class(*), intent(in) :: u
    select type (u)
    type is (integer)
      print '(a,i0)', 'integer ', u
    type is (real(8))
      print '(a,f8.3)', 'real(8) ', u
    type is (logical)
      print '(a,l1)', 'logical ', u
    type is (pt)
      print '(a,i0)', 'pt ', u%i
    class default
      print '(a)', 'other'
    end select
  end subroutine
end module
program unlimited_pointer_allocatable
  use um
  implicit none
  class(*), allocatable :: a
  class(*), pointer :: q
  integer, target :: it
  real(8), target :: rt
  type(pt), target :: pv
  allocate(a, source=42)
  call show(a)
  select type (a)
  type is (integer)
    a = a + 1
  end select
  call show(a)
  deallocate(a)
  allocate(real(8) :: a)
  select type (a)
  type is (real(8))
    a = 2.5d0
  end select
  call show(a)
  deallocate(a)
  allocate(pt :: a)
  select type (a)
  type is (pt)
    a%i = 9
  end select
  call show(a)
  deallocate(a)
  allocate(pt :: a)
  call show(a)
  allocate(logical :: q)
  select type (q)
  type is (logical)
    q = .true.
  end select
  call show(q)
  deallocate(q)
  it = 7
  rt = -1.25d0
  q => it
  call show(q)
  q => rt
  call show(q)
  q => pv
  call show(q)
  select type (q)
  type is (pt)
    q%i = 11
  end select
  print '(a,i0)', 'pv%i ', pv%i
end program
