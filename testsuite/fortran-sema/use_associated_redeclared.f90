! A use-associated name given a type or an attribute again (§14.2.2: it keeps the module's;
! only accessibility, ASYNCHRONOUS and VOLATILE may be respecified). oxacc accepted
! `real :: f` after `use m` silently and called the integer function. Repeating a module
! function's own type (`integer :: g`, as OpenACCV-V's acc_async_test.F90 does with
! acc_get_default_async) changes nothing: a -pedantic warning only, no error here. VOLATILE on
! a module variable stays allowed.
! expect-error: 24:11: Symbol 'f' at (1) conflicts with symbol from module 'm'
! expect-error: 26:14: Symbol 'v' at (1) conflicts with symbol from module 'm'
! expect-error: 27:11: Symbol 'w' at (1) conflicts with symbol from module 'm'
module m
  implicit none
  real :: v, w(3), u
contains
  integer function f()
    f = 1
  end function f
  integer function g()
    g = 2
  end function g
end module m
program p
  use m
  implicit none
  real :: f
  integer :: g
  integer :: v
  real :: w(4)
  volatile :: u
  print *, f(), g(), v, w, u
end program p
