! Free-form layout: semicolons, continuation with and without leading &,
! comments between continuation lines, strings continued across lines.
program layout
  implicit none
  integer :: a, b, c; real :: x ; character(len=60) :: s
  a = 1; b = 2; c = a + &
    b
  x = real(a   &  ! a comment after the continuation mark
           + b &
! a comment line between continuation lines

           &  + c)
  s = 'a string continued &
      &across two lines'
  s = "another " // &
      & "piece"
  if (a < b) then; c = 3; end if
  print *, a, b, c, x, trim(s);
end program layout
