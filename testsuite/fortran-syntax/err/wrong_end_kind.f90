! A subroutine closed by END FUNCTION.
! expect-error: 5:1: expected 'end subroutine' to end this subroutine
subroutine s()
  print *, 's'
end function s
