! Derived types: default component initialisation, nested types, structure constructors with
! keywords and omitted defaulted components, component access chains, and `sequence`-free
! comparison done component-wise.
! expect-exit: 0
! expect-stdout:
! | unnamed   0   0.00   0.00   1.00   1.00    1.000
! | domain    1  -1.00  -2.00   3.00   2.00   16.000
! | refined   0   0.50   0.50   1.00   1.00    0.250
! |    4.00
module geom
  implicit none
  type :: point
    real(8) :: x = 0.0d0, y = 0.0d0
  end type point
  type :: box
    type(point) :: lo, hi = point(1.0d0, 1.0d0)
    character(len=8) :: name = 'unnamed'
    integer :: level = 0
  end type box
contains
  real(8) function area(b)
    type(box), intent(in) :: b
    area = (b%hi%x - b%lo%x) * (b%hi%y - b%lo%y)
  end function area
end module geom

program nested
  use geom
  implicit none
  type(box) :: b1, b2, b3
  b2 = box(point(-1.0d0, -2.0d0), point(3.0d0, 2.0d0), 'domain', 1)
  b3 = box(lo=point(0.5d0, 0.5d0), name='refined')
  write(*, '(a8,i3,4f7.2,f9.3)') b1%name, b1%level, b1%lo, b1%hi, area(b1)
  write(*, '(a8,i3,4f7.2,f9.3)') b2%name, b2%level, b2%lo, b2%hi, area(b2)
  write(*, '(a8,i3,4f7.2,f9.3)') b3%name, b3%level, b3%lo, b3%hi, area(b3)
  b1%hi%y = b2%hi%y * 2
  write(*, '(f7.2)') area(b1)
end program nested
