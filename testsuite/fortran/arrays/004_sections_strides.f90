! Arrays: sections with positive and negative strides, vector subscripts, sections as
! actual arguments to explicit-shape dummies (copy-in/copy-out), and overlapping section
! assignment (the right-hand side is evaluated first).
! expect-exit: 0
! expect-stdout:
! |    2   5   8  11
! |   12   8   4
! |    1   6  11
! |    7   1   4
! |    0   2   3   0   5   6   0   8   9  10  11  12
! |    1   1   2   3   4   5   6   7   8   9  10  11
! |    2   2   3   8   5   6  14   8   9  20  11  12
! |   31  32  33  34  35
! |   42  32  22
! |   11  41  13  43  15  45
! |   15  14  13  12  11
subroutine double_it(n, v)
  implicit none
  integer, intent(in) :: n
  integer, intent(inout) :: v(n)
  v = 2 * v
end subroutine double_it

program sections
  implicit none
  integer :: a(12), m(4, 5), idx(3), i, j
  a = [(i, i = 1, 12)]
  write(*, '(12i4)') a(2:11:3)
  write(*, '(12i4)') a(12:1:-4)
  write(*, '(12i4)') a(::5)
  idx = [7, 1, 4]
  write(*, '(3i4)') a(idx)
  a(idx) = 0
  write(*, '(12i4)') a
  a = [(i, i = 1, 12)]
  a(2:12) = a(1:11)
  write(*, '(12i4)') a
  a = [(i, i = 1, 12)]
  call double_it(4, a(1:12:3))
  write(*, '(12i4)') a
  do j = 1, 5
    do i = 1, 4
      m(i, j) = 10 * i + j
    end do
  end do
  write(*, '(5i4)') m(3, :)
  write(*, '(3i4)') m(4:2:-1, 2)
  write(*, '(6i4)') m(1:4:3, 1:5:2)
  m(:, 5:1:-1) = m
  write(*, '(5i4)') m(1, :)
end program sections
