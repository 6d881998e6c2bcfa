! SELECT TYPE around OpenACC compute regions (decision 97), as nvfortran runs it: the guards
! are chosen on the host by the CLASS(t) dummy's dynamic type, and each block's region
! copies the associate name's allocatable component (`copy(s%v)`) and reads the
! extension's own component (`s%w`, `t%d`, scalars of the structure); nvfortran does not
! run SELECT TYPE inside a compute region (no dynamic type on the device), nor does oxacc.
! expect-exit: 0
! expect-stdout:
! |     3.00    6.00    9.00   12.00
! |    20.50   40.50   60.50  0.50
! |    10.00   12.00
module shapes_poly
  implicit none
  type :: shape_t
    integer :: n = 0
    real, allocatable :: v(:)
  end type
  type, extends(shape_t) :: weighted_t
    real :: w = 1
  end type
  type, extends(shape_t) :: shifted_t
    real :: d = 0
  end type
contains
  subroutine scale_any(s)
    class(shape_t), intent(inout) :: s
    integer :: i
    select type (s)
    type is (weighted_t)
      !$acc parallel loop copy(s%v)
      do i = 1, s%n
        s%v(i) = s%v(i) * s%w
      end do
    class is (shape_t)
      !$acc parallel loop copy(s%v)
      do i = 1, s%n
        s%v(i) = 2 * s%v(i)
      end do
    end select
  end subroutine

  subroutine shift_any(s, d)
    class(shape_t), intent(inout) :: s
    real, intent(in) :: d
    integer :: i
    select type (t => s)
    type is (shifted_t)
      t%d = d
      !$acc parallel loop copy(t%v)
      do i = 1, t%n
        t%v(i) = t%v(i) + t%d
      end do
    class default
      continue
    end select
  end subroutine
end module

program select_regions
  use shapes_poly
  implicit none
  type(weighted_t) :: a
  type(shifted_t) :: b
  type(shape_t) :: c
  integer :: i
  a%n = 4; a%w = 3; a%v = [(real(i), i = 1, 4)]
  b%n = 3; b%v = [(real(10 * i), i = 1, 3)]
  c%n = 2; c%v = [5.0, 6.0]
  call scale_any(a)
  call scale_any(b)
  call scale_any(c)
  call shift_any(a, 1.0)
  call shift_any(b, 0.5)
  print '(4f8.2)', a%v
  print '(3f8.2, f6.2)', b%v, b%d
  print '(2f8.2)', c%v
end program
