! Types: type-bound functions referenced through CLASS(t) dummies, dispatched on the
! dynamic type inside expressions (decision 97): an abstract-style base whose `area` each
! extension overrides, a deeper extension inheriting its parent's override, a generic
! function binding, a function result used in a sum over an array of each kind, and the
! reference made in a CLASS IS block and in a procedure two CLASS dummies down.
! expect-exit: 0
! expect-stdout:
! |       0.50     12.50     48.50     18.00
! |      10.00    649.00   1146.00    480.00
module figures
  implicit none
  type :: figure
    real :: s = 1
  contains
    procedure :: area
    procedure :: scaled_i, scaled_r
    generic :: scaled => scaled_i, scaled_r
  end type
  type, extends(figure) :: square
  contains
    procedure :: area => square_area
  end type
  type, extends(square) :: tile
    integer :: n = 2
  end type
  type, extends(figure) :: disc
  contains
    procedure :: area => disc_area
    procedure :: scaled_r => disc_scaled_r
  end type
contains
  real function area(f)
    class(figure), intent(in) :: f
    area = 0
  end function
  real function square_area(f)
    class(square), intent(in) :: f
    square_area = f%s**2
  end function
  real function disc_area(f)
    class(disc), intent(in) :: f
    disc_area = 3 * f%s**2
  end function
  real function scaled_i(f, k)
    class(figure), intent(in) :: f
    integer, intent(in) :: k
    scaled_i = k * f%area()
  end function
  real function scaled_r(f, x)
    class(figure), intent(in) :: f
    real, intent(in) :: x
    scaled_r = x + f%area()
  end function
  real function disc_scaled_r(f, x)
    class(disc), intent(in) :: f
    real, intent(in) :: x
    disc_scaled_r = -x * f%area()
  end function
  real function total(f, m)
    class(figure), intent(in) :: f
    integer, intent(in) :: m
    integer :: i
    total = 0
    do i = 1, m
      total = total + f%area() + f%scaled(i) + f%scaled(0.5)
    end do
  end function
  real function outer(f)
    class(figure), intent(in) :: f
    outer = 10 * total(f, 2)
    select type (f)
    class is (square)
      outer = outer + f%area()
    end select
  end function
end module

program func_dispatch
  use figures
  implicit none
  type(figure) :: g
  type(square) :: q(2)
  type(tile) :: t
  type(disc) :: d
  q(1)%s = 2; q(2)%s = 3
  t%s = 4
  d%s = 2
  print '(4f10.2)', total(g, 1), total(q(1), 1), total(t, 1), total(d, 1)
  print '(4f10.2)', outer(g), outer(q(2)), outer(t), outer(d)
end program
