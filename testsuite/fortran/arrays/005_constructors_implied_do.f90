! Arrays: array constructors with implied do (nested, with expressions), typed constructors
! (`[real(8) :: ...]`), `reshape` with order and pad, and constructors of sections.
! expect-exit: 0
! expect-stdout:
! |    1   4   9  16  25  36
! |   11  21  22  31  32  33  41  42  43  44
! |   1.00  2.50  3.00  4.25
! |    1   4   7  10
! |    2   5   8  11
! |    3   6   9  12
! |    1   2   3   4
! |    5   6   7   8
! |    9  10  11  12
! |    1   3  -1  -1  -1
! |    2   0   0   0   0
! |    1   4   9  36  25  16   0   0
! | 4
program ctors
  implicit none
  integer :: i, j
  integer :: sq(6), tri(10)
  real(8) :: r(4)
  integer :: m(3, 4), p(2, 5)
  sq = [(i * i, i = 1, 6)]
  write(*, '(6i4)') sq
  tri = [((10 * i + j, j = 1, i), i = 1, 4)]
  write(*, '(10i4)') tri
  r = [real(8) :: 1, 2.5, 3, 4.25d0]
  write(*, '(4f6.2)') r
  m = reshape([(i, i = 1, 12)], [3, 4])
  write(*, '(4i4)') (m(i, :), i = 1, 3)
  m = reshape([(i, i = 1, 12)], [3, 4], order=[2, 1])
  write(*, '(4i4)') (m(i, :), i = 1, 3)
  p = reshape([1, 2, 3], [2, 5], pad=[0, -1])
  write(*, '(5i4)') (p(i, :), i = 1, 2)
  write(*, '(8i4)') [sq(1:3), sq(6:4:-1), 0, 0]
  write(*, '(i0)') size([(i, i = 10, 1, -3)])
end program ctors
