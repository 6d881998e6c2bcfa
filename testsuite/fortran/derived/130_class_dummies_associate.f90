! Derived types: CLASS(t) dummies (non-extended types: the dynamic type is the declared one)
! and an allocatable CLASS(t) variable, used through ASSOCIATE with polymorphic selectors
! (`associate (x => poly%comp)`, a component array, the whole dummy), assigned through the
! associate names, passed on to a TYPE(t) dummy and to another CLASS(t) dummy, and elemental
! component access on an array CLASS(t) dummy.
! expect-exit: 0
! expect-stdout:
! |    3.00   0.00   4  50   6 a
! | show   3.00   0.00
! |    3.00
! |    0.00   3.00   1  20   3 alloc
! | show   0.00   3.00
! |    3.00
! |    0.50   1.00   1  20   3 none
! | show   0.50   1.00
! |    1.00   1.00   1  20   3 none
! | show   1.00   1.00
! |    1.50   1.00   1  20   3 none
! | show   1.50   1.00
! | xs   0.50   1.00   1.50
module shapes
  implicit none
  type point
    real :: x = 0, y = 0
    integer :: tag(3) = [1, 2, 3]
    character(len=6) :: label = 'none'
  end type
contains
  subroutine scale(p, f)
    class(point), intent(inout) :: p
    real, intent(in) :: f
    associate (x => p%x, y => p%y, t => p%tag, whole => p)
      x = x * f
      y = y + f
      t(2) = t(2) * 10
      write (*, '(2f7.2, 3i4, 1x, a)') whole%x, whole%y, t, trim(whole%label)
    end associate
    call show(p)
  end subroutine
  subroutine show(q)
    type(point), intent(in) :: q
    write (*, '(a, 2f7.2)') 'show', q%x, q%y
  end subroutine
  real function norm1(p)
    class(point), intent(in) :: p
    norm1 = abs(p%x) + abs(p%y)
  end function
  subroutine shift_all(ps, dx)
    class(point), intent(inout) :: ps(:)
    real, intent(in) :: dx
    integer :: i
    do i = 1, size(ps)
      associate (pi => ps(i))
        pi%x = pi%x + dx * i
        call scale(pi, 1.0)
      end associate
    end do
    write (*, '(a, 3f7.2)') 'xs', ps%x
  end subroutine
end module

program class_dummies_associate
  use shapes
  implicit none
  type(point) :: a, arr(3)
  class(point), allocatable :: c
  a = point(1.5, -2.0, [4, 5, 6], 'a')
  call scale(a, 2.0)
  write (*, '(f7.2)') norm1(a)
  allocate(c)
  c%label = 'alloc'
  call scale(c, 3.0)
  write (*, '(f7.2)') norm1(c)
  call shift_all(arr, 0.5)
end program
