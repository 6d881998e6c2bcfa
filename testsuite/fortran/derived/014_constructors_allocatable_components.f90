! Derived types: structure constructors of types with allocatable components (§7.5.10): a
! deferred-length character and an allocatable array component given by position and by
! keyword, left out (unallocated), built in a function result from its dummies, assigned
! into an array element; the copies are deep (later changes of the source do not show).
! expect-exit: 0
! expect-stdout:
! | temperature|3|  1.50  2.50  3.50
! | empty|0|F
! | temperature|3|  1.50  2.50  3.50
! | xtemp|1|  9.00
! | gone|3| -1.00  2.50  3.50
module shapes
  implicit none
  type :: series_t
    character(len=:), allocatable :: label
    real, allocatable :: values(:)
    integer :: n = 0
  end type series_t
contains
  function make(label, v) result(s)
    character(len=*), intent(in) :: label
    real, intent(in) :: v(:)
    type(series_t) :: s
    s = series_t(label, v, size(v))
  end function make
  subroutine show(s)
    type(series_t), intent(in) :: s
    if (allocated(s%values)) then
      write(*, '(a,"|",i0,"|",*(f6.2))') s%label, s%n, s%values
    else
      write(*, '(a,"|",i0,"|",l1)') s%label, s%n, allocated(s%values)
    end if
  end subroutine show
end module shapes
program p
  use shapes
  implicit none
  type(series_t) :: a, b
  type(series_t) :: list(2)
  a = make('temperature', [1.5, 2.5, 3.5])
  call show(a)
  b = series_t(label='empty')
  call show(b)
  list(1) = a
  list(2) = series_t('x' // a%label(1:4), [9.0], 1)
  a%label = 'gone'
  a%values(1) = -1
  call show(list(1))
  call show(list(2))
  call show(a)
end program p
