! Intrinsics: transformational array functions (reshape, transpose, spread, pack with and
! without vector, unpack, merge, cshift, eoshift) on small integer arrays.
! expect-exit: 0
! expect-stdout:
! |   1  2
! |   3  4
! |   5  6
! |   7  7  7  7
! |   8  8  8  8
! |   9  9  9  9
! |   1  1  1  2  2  2
! |   3  4  5  6
! |   3  4  5  6  0 -1
! |   10  30   0
! |   20   0   0
! |   3  4  5  6  1  2
! |   6  1  2  3  4  5
! |   3  4  5  6  0  0
! |   9  9  1  2  3  4
! |  -1  2 -3  4 -5  6
program transform
  implicit none
  integer :: a(2, 3), t(3, 2), s(3, 4), v(6), i
  logical :: mask(2, 3)
  a = reshape([1, 2, 3, 4, 5, 6], [2, 3])
  t = transpose(a)
  write(*, '(2i3)') (t(i, :), i = 1, 3)
  s = spread([7, 8, 9], dim=2, ncopies=4)
  write(*, '(4i3)') (s(i, :), i = 1, 3)
  write(*, '(6i3)') spread([1, 2], dim=1, ncopies=3)
  mask = a > 2
  write(*, '(6i3)') pack(a, mask)
  v = pack(a, mask, vector=[0, 0, 0, 0, 0, -1])
  write(*, '(6i3)') v
  a = unpack([10, 20, 30], mask=a < 4, field=0)
  write(*, '(3i4)') (a(i, :), i = 1, 2)
  v = [1, 2, 3, 4, 5, 6]
  write(*, '(6i3)') cshift(v, 2)
  write(*, '(6i3)') cshift(v, -1)
  write(*, '(6i3)') eoshift(v, 2)
  write(*, '(6i3)') eoshift(v, -2, boundary=9)
  write(*, '(6i3)') merge(v, -v, mod(v, 2) == 0)
end program transform
