! Types: logical variables, .and./.or./.not./.eqv./.neqv., short expressions in if, logical
! arrays with any/all/count, and the L edit descriptor.
! expect-exit: 0
! expect-stdout:
! |  F F  F  F  T  T  F
! |  T F  F  T  F  F  T
! |  F T  F  T  T  F  T
! |  T T  T  T  F  T  F
! |  F F T F F T
! |  T F  2
! |  T
program logic
  implicit none
  logical :: p, q, mask(6)
  integer :: i
  do i = 0, 3
    p = btest(i, 0)
    q = btest(i, 1)
    write(*, '(2l2,5l3)') p, q, p .and. q, p .or. q, .not. p, p .eqv. q, p .neqv. q
  end do
  mask = [(mod(i, 3) == 0, i = 1, 6)]
  write(*, '(6l2)') mask
  write(*, '(2l2,i3)') any(mask), all(mask), count(mask)
  write(*, '(l2)') all(.not. mask .or. mask)
end program logic
