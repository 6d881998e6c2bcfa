! An assignment inside an interface block.
! expect-error: 6:5: only interface bodies and procedure statements may appear in an interface block
module m
  integer :: x
  interface
    x = 1
  end interface
end module m
