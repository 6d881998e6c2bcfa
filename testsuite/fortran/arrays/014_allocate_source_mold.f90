! Arrays: `allocate` with `source=` (copying values and bounds) and `mold=` (shape only),
! `allocate` with an error message, allocatable scalars, and `stat=` on a second allocate of
! an already allocated array.
! expect-exit: 0
! expect-stdout:
! |   2  0  3  2
! |   1.0  2.0  3.0  4.0  5.0  6.0
! |   2  0  3  2  T
! | 42
! | second allocate fails with stat: T
! |  F F F F
program srcmold
  implicit none
  real(8), allocatable :: a(:, :), b(:, :), c(:, :)
  integer, allocatable :: k
  integer :: ierr, i
  character(len=100) :: msg
  allocate(a(2:3, 0:2))
  a = reshape([(real(i, 8), i = 1, 6)], shape(a))
  allocate(b, source=a)
  write(*, '(4i3)') lbound(b), ubound(b)
  write(*, '(6f5.1)') b
  allocate(c, mold=a)
  write(*, '(4i3,l3)') lbound(c), ubound(c), allocated(c)
  allocate(k)
  k = 42
  write(*, '(i0)') k
  allocate(a(5, 5), stat=ierr, errmsg=msg)
  write(*, '(a,l2)') 'second allocate fails with stat:', ierr /= 0
  deallocate(a, b, c, k)
  write(*, '(4l2)') allocated(a), allocated(b), allocated(c), allocated(k)
end program srcmold
