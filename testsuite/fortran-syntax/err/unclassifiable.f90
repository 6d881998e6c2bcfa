! Words that form no statement.
! expect-error: 5:3: unclassifiable statement
program p
  integer :: i
  frobnicate the widget
end program p
