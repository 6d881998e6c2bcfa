! Types: FINAL procedures on intrinsic assignment (F2018 §7.5.6.3, decision 118): the left side
! is finalized after the right side is evaluated and before it is defined: a scalar (from a
! variable, a constructor, itself), an allocatable only when allocated, an array with the
! rank-1 final subroutine, an element, an extension (its own, then its parent's).
! expect-from: flang-22 (gfortran 12 does not finalize the left side of an intrinsic assignment, PR 37336, fixed in 13)
! expect-exit: 0
! expect-stdout:
! | a = b
! | drop   1
! | a = counter(5)
! | drop   2
! | h = a (unallocated)
! | h = counter(9)
! | drop   5
! | arr = counter(3)
! | drop all   0   0   0
! | arr(2) = a
! | drop   3
! | x = named(7, "abcd")
! | drop named ----   0
! | drop   0
! | x = named(8, "efgh")
! | drop named abcd   7
! | drop   7
! | a%n = a%n + 1; a = a
! | drop   6
! | a   6
module counters
  implicit none
  type :: counter
    integer :: n = 0
  contains
    final :: drop, drop_all
  end type
  type, extends(counter) :: named
    character(len=4) :: tag = '----'
  contains
    final :: drop_named
  end type
contains
  subroutine drop(c)
    type(counter), intent(inout) :: c
    print '(a,i4)', 'drop', c%n
  end subroutine
  subroutine drop_all(cs)
    type(counter), intent(inout) :: cs(:)
    print '(a,*(i4))', 'drop all', cs%n
  end subroutine
  subroutine drop_named(c)
    type(named), intent(inout) :: c
    print '(a,a,i4)', 'drop named ', c%tag, c%n
  end subroutine
end module
program p
  use counters
  implicit none
  type(counter) :: a, b, arr(3)
  type(counter), allocatable :: h
  type(named) :: x
  a%n = 1
  b%n = 2
  print '(a)', 'a = b'
  a = b
  print '(a)', 'a = counter(5)'
  a = counter(5)
  print '(a)', 'h = a (unallocated)'
  h = a
  print '(a)', 'h = counter(9)'
  h = counter(9)
  print '(a)', 'arr = counter(3)'
  arr = counter(3)
  print '(a)', 'arr(2) = a'
  arr(2) = a
  print '(a)', 'x = named(7, "abcd")'
  x = named(7, 'abcd')
  print '(a)', 'x = named(8, "efgh")'
  x = named(8, 'efgh')
  print '(a)', 'a%n = a%n + 1; a = a'
  a%n = a%n + 1
  a = a
  print '(a,i4)', 'a', a%n
end program
