! A labelled DO whose terminal statement does not exist.
! expect-error: 5:6: no statement labelled 10 ends this DO loop
subroutine s(n)
  integer :: n, i
  do 10 i = 1, n
    print *, i
  20 continue
end subroutine s
