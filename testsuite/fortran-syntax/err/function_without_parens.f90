! A FUNCTION statement needs a (possibly empty) argument list.
! expect-error: 3:19: expected '(' after the function name at end of statement
integer function f
  f = 1
end function f
