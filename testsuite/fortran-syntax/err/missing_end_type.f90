! A derived-type definition without END TYPE.
! expect-error: 4:3: missing 'end type' for this derived-type definition
module m
  type point
    real :: x, y
contains
  subroutine s()
  end subroutine s
end module m
