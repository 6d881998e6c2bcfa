! At most one actual argument corresponds to each dummy (F2018 §15.5.2.1): a keyword given
! twice, and a keyword naming the dummy a positional argument already has, are errors with
! gfortran's wording (they were accepted, the later actual silently replacing the earlier).
module kw
contains
  subroutine f(x, y)
    integer :: x
    integer, optional :: y
  end subroutine
  integer function g(a, b)
    integer :: a, b
    g = a + b
  end function
end module
program keyword_argument_twice
  use kw
  integer :: n
  call f(x=1, x=2)
  call f(1, x=2)
  call f(1, y=2, y=3)
  n = g(1, b=2)
  n = g(b=1, a=2, b=3)
  print *, n
end program
! expect-error: 18:15: Keyword 'x' at (1) has already appeared in the current argument list
! expect-error: 19:13: Keyword argument 'x' at (1) is already associated with another actual argument
! expect-error: 20:18: Keyword 'y' at (1) has already appeared in the current argument list
! expect-error: 22:19: Keyword 'b' at (1) has already appeared in the current argument list
