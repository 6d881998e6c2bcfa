! A BOZ literal without its closing quote.
! expect-error: 5:12: unterminated BOZ literal
program p
  integer :: i
  i = int(z'ff)
end program p
