! A character literal without its closing quote.
! expect-error: 4:12: unterminated character literal
program p
  print *, 'abc
end program p
