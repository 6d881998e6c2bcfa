! A use-associated name given a type or an attribute again (§14.2.2: it keeps the module's;
! only accessibility, ASYNCHRONOUS and VOLATILE may be respecified). oxacc accepted
! `integer :: f` after `use m` silently; OpenACCV-V's acc_get_default_async.F90 does that
! with the openacc module's function. VOLATILE on a module variable stays allowed.
! expect-error: 20:14: Symbol 'f' at (1) conflicts with symbol from module 'm'
! expect-error: 21:14: Symbol 'v' at (1) conflicts with symbol from module 'm'
! expect-error: 22:11: Symbol 'w' at (1) conflicts with symbol from module 'm'
module m
  implicit none
  real :: v, w(3), u
contains
  integer function f()
    f = 1
  end function f
end module m
program p
  use m
  implicit none
  volatile :: u
  integer :: f
  integer :: v
  real :: w(4)
  print *, f(), v, w, u
end program p
