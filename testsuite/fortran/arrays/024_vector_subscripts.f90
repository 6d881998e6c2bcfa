! Arrays: vector subscripts (§9.5.3.3.3) the way mesh and sparse codes use them: a gather
! `x = y(list)` into an allocatable, a scatter `y(perm) = …`, columns permuted with
! `b(:, perm) = a`, rows picked with `a(rows, 2:3)`, an index expression `v(idx + 1)`, a
! constructor `v([5, 1])`, vector subscripts of a component and of a dummy, a gathered
! section passed to an assumed-shape and to an explicit-shape dummy, and SUM of a gather.
! expect-exit: 0
! expect-stdout:
! | spmv:    5.00   10.00   26.00
! | gather:  4   4.0   2.0   2.0   1.0
! | scatter:  20.0   0.0  30.0   0.0   0.0  10.0
! | update:  21.0   0.0  31.0   0.0   0.0  11.0
! | b:   4.0   7.0   1.0
! | b:   5.0   8.0   2.0
! | b:   6.0   9.0   3.0
! | rows:   6.0   4.0   9.0   7.0
! | row 2 permuted:   8.0   2.0   5.0
! | shifted:   4.0  16.0   9.0  25.0
! | ctor:  25.0   1.0
! | sub-list:   9.0   4.0
! | component:   2.0   3.0   1.0
! | total:    30.0
! | first two:    14.0
! | sum:    14.0
! | b2:   2.0   5.0   7.0
! | b2:   3.0   0.0   0.0
! | b2:   1.0   6.0   8.0
module sparse
  implicit none
  type csr
    integer :: n
    integer :: col(7)
    real :: val(7)
  end type
contains
  ! y = A x for a CSR matrix: the row's columns gather x.
  subroutine spmv(rowptr, a, x, y)
    integer, intent(in) :: rowptr(:)
    type(csr), intent(in) :: a
    real, intent(in) :: x(:)
    real, intent(out) :: y(:)
    integer :: i, lo, hi
    do i = 1, size(y)
      lo = rowptr(i)
      hi = rowptr(i + 1) - 1
      y(i) = sum(a%val(lo:hi) * x(a%col(lo:hi)))
    end do
  end subroutine

  subroutine permute_columns(a, perm, b)
    real, intent(in) :: a(:, :)
    integer, intent(in) :: perm(:)
    real, intent(out) :: b(:, :)
    b(:, perm) = a
  end subroutine

  real function total(v)
    real, intent(in) :: v(:)
    total = sum(v)
  end function

  real function first_two(v)
    real, intent(in) :: v(2)
    first_two = v(1) * 10 + v(2)
  end function
end module

program vector_subscripts
  use sparse
  implicit none
  type(csr) :: m
  integer :: rowptr(4), perm(3), list(4), i, j
  real :: x(4), y(3), a(3, 3), b(3, 3), v(6)
  real, allocatable :: g(:)

  m%n = 7
  m%col = [1, 3, 2, 4, 1, 2, 4]
  m%val = [2., 1., 3., 1., 4., 1., 5.]
  rowptr = [1, 3, 5, 8]
  x = [1., 2., 3., 4.]
  call spmv(rowptr, m, x, y)
  print '(a, 3f8.2)', 'spmv:', y

  list = [4, 2, 2, 1]
  g = x(list)
  print '(a, i3, 4f6.1)', 'gather:', size(g), g

  v = 0
  perm = [6, 1, 3]
  v(perm) = [10., 20., 30.]
  print '(a, 6f6.1)', 'scatter:', v
  v(perm) = v(perm) + 1
  print '(a, 6f6.1)', 'update:', v

  a = reshape([(real(i), i = 1, 9)], [3, 3])
  perm = [3, 1, 2]
  call permute_columns(a, perm, b)
  do i = 1, 3
    print '(a, 3f6.1)', 'b:', b(i, :)
  end do
  print '(a, 4f6.1)', 'rows:', a([3, 1], 2:3)
  print '(a, 3f6.1)', 'row 2 permuted:', a(2, perm)

  v = [(real(i * i), i = 1, 6)]
  list = [1, 3, 2, 4]
  print '(a, 4f6.1)', 'shifted:', v(list + 1)
  print '(a, 2f6.1)', 'ctor:', v([5, 1])
  print '(a, 2f6.1)', 'sub-list:', v(list(2:3))
  print '(a, 3f6.1)', 'component:', m%val(m%col(1:3))
  print '(a, f8.1)', 'total:', total(v(list))
  print '(a, f8.1)', 'first two:', first_two(v(perm(2:3)))
  print '(a, f8.1)', 'sum:', sum(v(perm))
  b = 0
  b(perm, 1) = [1., 2., 3.]
  b([1, 3], [2, 3]) = reshape([5., 6., 7., 8.], [2, 2])
  do i = 1, 3
    print '(a, 3f6.1)', 'b2:', (b(i, j), j = 1, 3)
  end do
end program
