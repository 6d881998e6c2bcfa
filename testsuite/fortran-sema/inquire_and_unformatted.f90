! INQUIRE needs exactly one of UNIT= and FILE= (§12.10.2.1 C1246) and variables of the
! specifier's type; an internal file is formatted (§12.6.4.5.2).
! expect-error: 10:3: INQUIRE statement at (1) requires either FILE or UNIT specifier
! expect-error: 11:25: EXIST tag at (1) must be of type LOGICAL
! expect-error: 12:3: Unformatted I/O not allowed with internal unit at (1)
program p
  logical :: e
  integer :: n
  character(len=8) :: s
  inquire(exist=e)
  inquire(unit=6, exist=n)
  write(s) n
end program p
