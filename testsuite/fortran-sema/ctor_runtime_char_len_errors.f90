! Array constructors with a character type-spec of run-time length (§7.8 C7110: items of
! the type-spec's type; §7.4.4.2: the length is an integer expression).
! expect-error: 9:36: Incompatible typespec for array element at (1)
! expect-error: 10:27: Scalar INTEGER expression expected at (1)
subroutine s(n, x, w)
  integer, intent(in) :: n
  real, intent(in) :: x
  character(len=*), intent(in) :: w
  print *, [character(len=n) :: w, 1]
  print *, [character(len=x) :: w, w]
end subroutine
