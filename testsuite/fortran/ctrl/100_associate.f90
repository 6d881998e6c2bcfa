! ASSOCIATE (§11.1.3) as solvers write it: short names for components of a derived-type
! argument (an allocatable array component used with subscripts and defined through the
! name, a scalar component, a character component with a substring), an array element and
! section defined through their names, expression selectors evaluated once on entry (a
! scalar, an array expression, a character expression), nesting, and EXIT from a named
! ASSOCIATE construct; subscripts on the names of array sections.
! expect-exit: 0
! expect-stdout:
! | Temp 16
! |   1.000  4.000  9.000 16.000
! |  25.000 44.500 59.625 64.000
! |  81.000110.625134.812144.000
! | 169.000196.000225.000256.000
! |   10.0   1.0   4.0   9.0  16.0 hello!  6
! |  -11.0
! |   -1.0 -10.0   3.0   4.0
! | 5 5 8 2 5 8 8 5 8 11 9 5 6 11 12
! | 3 4 5 6 7 8 9 10 3 3 3
! | 1 -1 3 4 5 6 7 8 9 10
! | 1 2 3 0 5 6 0 8 9 0 11 12
! |   -1.0 -10.0  30.0   4.0
module fields
  implicit none
  type field
    real(8), allocatable :: u(:, :)
    integer :: n = 4
    character(len=10) :: label = 'temp'
  end type
contains
  subroutine relax(f)
    type(field), intent(inout) :: f
    integer :: i, j
    associate (u => f%u, n => f%n, lab => f%label)
      do j = 2, n - 1
        do i = 2, n - 1
          u(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
        end do
      end do
      lab(1:1) = 'T'
      print '(a, 1x, i0)', trim(lab), size(u)
    end associate
  end subroutine
end module

program main
  use fields
  implicit none
  type(field) :: f
  real(8) :: a(4)
  integer :: k
  character(len=20) :: str
  allocate(f%u(f%n, f%n))
  f%u = reshape([(real(k * k, 8), k = 1, 16)], [4, 4])
  call relax(f)
  print '(4f7.3)', f%u
  a = [1d0, 2d0, 3d0, 4d0]
  str = 'hello world'
  associate (x => a(2), tot => sum(a), sq => a**2, w => str(1:5) // '!', first => a(1:2))
    x = 10
    ! `tot` and `sq` keep the values of entry.
    print '(f6.1, 4f6.1, 1x, a, i3)', tot, sq, w, len(w)
    first = -first
    associate (s => first(1) + x)
      print '(f6.1)', s
    end associate
  end associate
  print '(4f6.1)', a
  call sections()
  named: associate (z => a)
    z(3) = 30
    if (z(4) > 0) exit named
    z(4) = 0
  end associate named
  print '(4f6.1)', a
contains
  ! Subscripts on the name of an array section select from the section (lower bounds 1).
  subroutine sections()
    integer :: v(10), b(3, 4), i
    v = [(i, i = 1, 10)]
    b = reshape([(i, i = 1, 12)], [3, 4])
    associate (s => v(2:9:3), r => b(2, :), c => b(:, 2:4), e => v(:))
      print '(*(i0, 1x))', s(2), s(2:3), s(:), r(3), r(2:), c(3, 2), c(2:3, 1:3:2)
      s(1) = -1
      c(1, :) = 0
      print '(*(i0, 1x))', e(3:), size(s), ubound(c)
    end associate
    print '(*(i0, 1x))', v
    print '(*(i0, 1x))', b
  end subroutine
end program
