! Program units: statement functions (§15.6.4) of one and two arguments, real and integer,
! whose dummies shadow variables of the same name (r keeps its value).
! expect-exit: 0
! expect-stdout:
! |     17.000   100.000
! | 58
program sf
  implicit none
  real(8) :: x, y, area, r, hyp, a, b
  integer :: i, sq, k
  area(r) = 3.0d0 * r * r
  hyp(a, b) = sqrt(a * a + b * b)
  sq(k) = k * k
  x = 2.0d0
  y = area(x) + hyp(3.0d0, 4.0d0)
  r = 100
  print '(2f10.3)', y, r
  print '(i0)', sq(7) + sq(3)
end program
