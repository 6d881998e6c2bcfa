! USE with ONLY naming an entity the module does not have, and a private one.
! expect-error: 12:25: Symbol 'absent' referenced at (1) not found in module 'm'
! expect-error: 13:16: Symbol 'hidden' referenced at (1) not found in module 'm'
module m
  implicit none
  private
  integer, public :: visible = 1
  integer :: hidden = 2
end module m

program p
  use m, only: visible, absent
  use m, only: hidden
  implicit none
  print *, visible
end program p
