! An END IF with no IF construct open.
! expect-error: 6:3: 'end if' without a matching construct
program p
  integer :: i
  i = 1
  end if
end program p
