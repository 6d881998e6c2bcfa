! A scalar passed to an assumed-shape dummy and an array to a scalar dummy of a
! non-elemental procedure (§15.5.2.4).
! expect-error: 23:10: Rank mismatch in argument 'v' at (1) (rank-1 and scalar)
! expect-error: 24:10: Rank mismatch in argument 'x' at (1) (scalar and rank-1)
module m
  implicit none
contains
  subroutine s(v)
    real, intent(in) :: v(:)
    print *, sum(v)
  end subroutine s
  subroutine t(x)
    real, intent(in) :: x
    print *, x
  end subroutine t
end module m
program p
  use m
  implicit none
  real :: a(3), x
  a = 1.0
  x = 2.0
  call s(x)
  call t(a)
end program p
