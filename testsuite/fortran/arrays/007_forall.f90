! Arrays: `forall` with a mask, a 2-D forall assigning a transpose-like permutation (all
! right-hand sides evaluated before any assignment), and a forall construct with two
! statements.
! expect-exit: 0
! expect-stdout:
! |   11  21  31  41  51
! |   21  22  32  42  52
! |   31  32  33  43  53
! |   41  42  43  44  54
! |   51  52  53  54  55
! |    1   3   5   7   9
! |    0  21  31  41  -1
! |   21   0  32  -2  52
! |   31  32  -3  43  53
! |   41  -4  43   0  54
! |   -5  52  53  54   0
program foralls
  implicit none
  integer, parameter :: n = 5
  integer :: a(n, n), b(n), i, j
  forall (i = 1:n, j = 1:n) a(i, j) = 10 * i + j
  forall (i = 1:n, j = 1:n, i < j) a(i, j) = a(j, i)
  do i = 1, n
    write(*, '(5i4)') a(i, :)
  end do
  b = [(i, i = 1, n)]
  forall (i = 2:n) b(i) = b(i - 1) + b(i)
  write(*, '(5i4)') b
  forall (i = 1:n)
    a(i, i) = 0
    a(i, n + 1 - i) = -i
  end forall
  write(*, '(5i4)') (a(i, :), i = 1, n)
end program foralls
