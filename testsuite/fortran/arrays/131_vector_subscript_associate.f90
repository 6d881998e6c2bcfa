! Arrays: ASSOCIATE with vector-subscript selectors (§11.1.3.3: the associate name is a copy
! of the selected elements, not definable): a rank-1 vector subscript of a variable, of a
! constant array, an expression of one, a rank-2 section with a vector subscript, the
! associate name subscripted itself with a vector subscript and passed to an assumed-shape
! dummy, and run-time-length character selectors (a deferred-length array, a substring, a
! vector subscript of the array).
! expect-exit: 0
! expect-stdout:
! |   60  20  40
! |  10.0  2.0
! |   32  12
! |  120  20   2
! |   10  60
! |   60  20  40
! |   23  21  22
! | show  60  20  40
! | show  23  22
! | 3 3 cde|f  
! | hello  5
! | f  |ab 
program vector_subscript_associate
  implicit none
  integer :: a(6) = [10, 20, 30, 40, 50, 60], idx(3) = [6, 2, 4], m(3, 3), i, j, k
  real :: x(5) = [1., 2., 3., 4., 5.]
  character(len=:), allocatable :: w(:), s
  do j = 1, 3
    do i = 1, 3
      m(i, j) = 10 * i + j
    end do
  end do
  associate (b => a(idx), c => x([5, 1]) * 2, d => m([3, 1], 2), e => a, f => m(2, [3, 1, 2]))
    write (*, '(3i4)') b
    write (*, '(2f5.1)') c
    write (*, '(2i4)') d
    write (*, '(3i4)') sum(b), b(2), size(d)
    write (*, '(2i4)') e([1, 6])
    write (*, '(3i4)') e(idx)
    write (*, '(3i4)') f
    call show(b)
    call show(f(idx(2:3) - 1))
  end associate
  w = [character(len=3) :: 'ab', 'cde', 'f']
  s = 'hello world'
  k = 5
  associate (z => w, t => s(1:k), u => w([3, 1]))
    write (*, '(i0, 1x, i0, 1x, a)') len(z), size(z), z(2) // '|' // z(3)
    write (*, '(a, i3)') t, len(t)
    write (*, '(a, "|", a)') u(1), u(2)
  end associate
contains
  subroutine show(v)
    integer, intent(in) :: v(:)
    write (*, '(a, *(i4))') 'show', v
  end subroutine
end program
