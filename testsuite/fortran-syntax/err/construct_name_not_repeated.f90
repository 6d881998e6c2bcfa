! A named DO construct must repeat its name on END DO.
! expect-error: 7:3: expected 'end do outer'
program p
  integer :: i
  outer: do i = 1, 3
    print *, i
  end do
end program p
