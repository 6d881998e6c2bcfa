! Derived types: deferred-length character array components (`character(len=:),
! allocatable :: lines(:)`): ALLOCATE with a type-spec and lower bound 0, elements and
! substrings assigned through them, SIZE, LEN, LBOUND/UBOUND, whole-component assignment
! from a constructor of run-time length (reallocated to its shape and length) and from
! another structure's component (taking its bounds) or a section of it, DEALLOCATE.
! expect-exit: 0
! expect-stdout:
! | notes: (no lines)
! | notes: 3 x 6
! |   0 [first ]
! |   1 [second]
! |   2 [x     ]
! | notes: 4 x 4
! |   1 [one ]
! |   2 [two ]
! |   3 [thre]
! |   4 [note]
! | notes: 3 x 6
! |   0 [first ]
! |   1 [SECond]
! |   2 [x     ]
! | copy: 2 x 6
! |   1 [SECond]
! |   2 [change]
! | notes: 3 x 6
! |   0 [first ]
! |   1 [SECond]
! |   2 [x     ]
! | notes: (no lines)
module docs
  implicit none
  type :: doc_t
    character(len=:), allocatable :: title
    character(len=:), allocatable :: lines(:)
  end type doc_t
contains
  subroutine show(d)
    type(doc_t), intent(in) :: d
    integer :: k
    if (.not. allocated(d%lines)) then
      write(*, '(a,": (no lines)")') d%title
      return
    end if
    write(*, '(a,": ",i0," x ",i0)') d%title, size(d%lines), len(d%lines)
    do k = lbound(d%lines, 1), ubound(d%lines, 1)
      write(*, '(i3,1x,"[",a,"]")') k, d%lines(k)
    end do
  end subroutine show
  subroutine refill(d, x, y, z, n)
    type(doc_t), intent(inout) :: d
    character(len=*), intent(in) :: x, y, z
    integer, intent(in) :: n
    d%lines = [character(len=n) :: x, y, z, d%title]
  end subroutine refill
end module docs
program p
  use docs
  implicit none
  type(doc_t) :: a, b, c
  integer :: n
  a%title = 'notes'
  call show(a)
  allocate(character(len=6) :: a%lines(0:2))
  a%lines(0) = 'first line'
  a%lines(1) = 'second'
  a%lines(2) = 'x'
  call show(a)
  b%title = a%title
  b%lines = a%lines
  b%lines(1)(1:3) = 'SEC'
  n = 4
  call refill(a, 'one', 'two', 'three', n)
  call show(a)
  call show(b)
  c%title = 'copy'
  c%lines = b%lines(1:2)
  c%lines(2) = 'changed'
  call show(c)
  call show(b)
  deallocate(b%lines)
  call show(b)
end program p
