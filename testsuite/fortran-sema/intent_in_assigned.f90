! An INTENT(IN) dummy assigned (§8.5.10: it shall not be redefined).
! expect-error: 6:3: Dummy argument 'x' with INTENT(IN) in variable definition context (assignment) at (1)
subroutine s(x)
  implicit none
  real, intent(in) :: x
  x = 2.0
end subroutine s
