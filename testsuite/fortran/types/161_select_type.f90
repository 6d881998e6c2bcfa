! Types: SELECT TYPE on CLASS(t) dummies (decision 97): TYPE IS and CLASS IS guards with
! the selector's name and with an associate name, the most extended CLASS IS guard chosen
! (§11.1.11.2) whatever the order they are written in, CLASS DEFAULT, a guard's block
! writing the extension's own components through the associate name, the dynamic type
! passed on from one CLASS(t) dummy to another (of the parent's type) and to a procedure
! of the extension, and structures, array elements and pointer targets as actuals.
! expect-exit: 0
! expect-stdout:
! |    12.00   12.00  -25.00    0.00
! | shape               0.00    0.00   12.00
! | rect                0.00    0.00   12.00
! | square   7          0.00    0.00  -25.00
! | shape               0.00    0.00    0.00
! |     4.00    6.00   10.00    2.00  107
! | square 107          2.00    0.00  -50.00
! | square   3          0.00    0.00   -1.00
! |     0.50  107
module shapes_st
  implicit none
  type :: shape
    real :: x = 0, y = 0
  end type
  type, extends(shape) :: circle
    real :: r = 1
  end type
  type, extends(shape) :: rect
    real :: w = 1, h = 1
  end type
  type, extends(rect) :: square
    integer :: id = 7
  end type
contains
  real function area(s)
    class(shape), intent(in) :: s
    select type (s)
    type is (circle)
      area = 3 * s%r**2
    type is (rect)
      area = s%w * s%h
    class is (rect)
      area = -s%w * s%h
    class default
      area = 0
    end select
  end function
  subroutine describe(s)
    class(shape), intent(in) :: s
    character(16) :: kind
    select type (q => s)
    class is (shape)
      kind = 'shape'
    class is (square)
      kind = 'square'
      write (kind(8:), '(i3)') q%id
    class is (rect)
      kind = 'rect'
    end select
    write (*, '(a, 3f8.2)') kind, s%x, s%y, area(s)
  end subroutine
  subroutine grow(s, f)
    class(shape), intent(inout) :: s
    real, intent(in) :: f
    select type (s)
    type is (circle)
      s%r = s%r * f
    class is (rect)
      s%w = s%w * f
      call relabel(s)
    end select
    s%x = s%x + f
  end subroutine
  subroutine relabel(r)
    class(rect), intent(inout) :: r
    select type (r)
    type is (square)
      r%id = r%id + 100
    end select
  end subroutine
  subroutine pass_on(s)
    class(shape), intent(in) :: s
    call describe(s)
  end subroutine
end module

program select_type_demo
  use shapes_st
  implicit none
  type(circle) :: c
  type(rect) :: r
  type(square) :: sq, sqs(2)
  type(shape) :: plain
  c%r = 2
  r%w = 3; r%h = 4
  sq%w = 5; sq%h = 5
  print '(4f8.2)', area(c), area(r), area(sq), area(plain)
  call describe(c)
  call describe(r)
  call describe(sq)
  call describe(plain)
  call grow(c, 2.0)
  call grow(r, 2.0)
  call grow(sq, 2.0)
  call grow(plain, 2.0)
  print '(4f8.2, i5)', c%r, r%w, sq%w, plain%x, sq%id
  call pass_on(sq)
  sqs(2)%id = 3
  call describe(sqs(2))
  call grow(sqs(1), 0.5)
  print '(f8.2, i5)', sqs(1)%w, sqs(1)%id
end program
