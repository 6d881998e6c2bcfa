! Arrays: array constructors mixing implied DOs of run-time bounds with other items (§7.8):
! integer items and implied DOs (also empty ones and a negative step), a real type-spec
! converting integer and double items, constant-length character items and implied DOs with
! a section of reversed order, a character type-spec padding and truncating, and derived-type
! items with allocatable components from variables, function results and an implied DO of
! function results (the elements are copies: changing the variable afterwards changes none).
! expect-exit: 0
! expect-stdout:
! | 0 1 4 9 16 100 -4 -2
! |  0.50  1.00  1.50  2.00  9.00  1.50
! | 1 7
! | 11 8
! | 5
! | 2 y 7 8
! | 2 zz 1 2
! | 1 z 1
! | 2 zz 1 2
! | 3 zzz 1 2 3
! | xxxx|ab  |cd  |ef  |yyyy|ef  |cd  |ab  |
! | q     |a     |c     |e     |longer|
module m3
  implicit none
  type t
    integer, allocatable :: v(:)
    character(len=:), allocatable :: name
  end type
contains
  function mk(n) result(r)
    integer, intent(in) :: n
    type(t) :: r
    integer :: i
    r%v = [(i, i = 1, n)]
    r%name = repeat('z', n)
  end function
end module
program constructor_runtime_implied_do
  use m3
  implicit none
  type(t), allocatable :: xs(:)
  type(t) :: y
  character(len=4) :: f(3) = ['ab  ', 'cd  ', 'ef  ']
  character(len=4), allocatable :: g(:)
  character(len=6), allocatable :: h(:)
  integer :: n, i, j
  integer, allocatable :: v(:)
  real, allocatable :: r(:)
  n = 4
  v = [0, (i * i, i = 1, n), 100, (-i, i = n, 1, -2)]
  write (*, '(*(i0, 1x))') v
  r = [real :: (i / 2.0, i = 1, n), 9, 1.5d0]
  write (*, '(*(f5.2, 1x))') r
  j = 0
  v = [(i, i = 1, j), 7, (i, i = 1, j)]
  write (*, '(i0, 1x, *(i0, 1x))') size(v), v
  write (*, '(*(i0, 1x))') sum([1, (i, i = 1, n)]), size([(i, i = 1, n), (i, i = 1, n)])
  n = 3
  y%v = [7, 8]
  y%name = 'y'
  xs = [y, mk(2), (mk(i), i = 1, n)]
  y%v(1) = 0
  write (*, '(i0)') size(xs)
  do i = 1, size(xs)
    write (*, '(i0, 1x, a, 1x, *(i0, 1x))') size(xs(i)%v), xs(i)%name, xs(i)%v
  end do
  g = ['xxxx', (f(i), i = 1, n), 'yyyy', f(n:1:-1)]
  write (*, '(*(a, "|"))') g
  h = [character(len=6) :: 'q', (f(i)(1:1), i = 1, n), 'longer-than-6']
  write (*, '(*(a, "|"))') h
end program
