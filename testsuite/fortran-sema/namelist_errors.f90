! NAMELIST transfers (§12.6.2.2 C1215, C1219): no input/output list with NML=, and NML=
! names a namelist group.
! expect-error: 9:19: NAMELIST cannot be followed by IO-list at (1)
! expect-error: 10:16: Symbol 'h' at (1) must be a NAMELIST group name
program p
  implicit none
  integer :: a = 1, b = 2
  namelist /g/ a, b
  write(*, nml=g) a
  write(*, nml=h)
end program p
