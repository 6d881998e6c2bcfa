! The specifiers of OPEN and INQUIRE take values of their own type (§12.5.6, §12.10.2):
! UNIT= and RECL= an integer expression, FILE= a scalar character one.
! expect-error: 8:13: UNIT specifier at (1) must be an INTEGER expression
! expect-error: 9:16: FILE specifier at (1) must be a scalar CHARACTER expression
! expect-error: 10:17: RECL specifier at (1) must be an INTEGER expression
program p
  logical :: e
  open(unit=1.5, file="x")
  inquire(file=3, exist=e)
  open(10, recl=2.0)
end program p
