! A block DO construct that is never closed.
! expect-error: 5:3: missing 'end do' for this construct
subroutine s(n)
  integer :: n, i
  do i = 1, n
    print *, i
end subroutine s
