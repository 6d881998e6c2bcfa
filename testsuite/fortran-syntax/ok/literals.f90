! Literal constants of every kind, dotted operators, user-defined operators.
module literal_kinds
  use, intrinsic :: iso_fortran_env, only: int64, real64
  implicit none
  integer(int64), parameter :: big = 9000000000_int64
  real(real64), parameter :: third = 1.0_real64 / 3
  real(8), parameter :: small = 1.e-3, half = .5, tiny8 = 1.0d-300, e8 = 2.5e+10_8
  integer, parameter :: mask = int(z'ff'), bits = int(b'1010'), perms = int(o'755')
  logical(kind=4), parameter :: yes = .true._4, no = .false.
  complex, parameter :: iunit = (0.0, 1.0)
  complex(8), parameter :: zc = (1.5d0, -2.0d0)

  interface operator(.dot.)
    module procedure dot3
  end interface
contains
  pure real(8) function dot3(a, b)
    real(8), intent(in) :: a(3), b(3)
    dot3 = sum(a * b)
  end function dot3

  logical function tests(x, y, i, j)
    real(8), intent(in) :: x, y
    integer, intent(in) :: i, j
    tests = (x .lt. y .and. i .ne. j) .or. .not. (x == y) &
      .eqv. (i .ge. j .neqv. x >= y) .or. (i<j) .and. (x<=y) .or. x>y .or. i/=j
    tests = tests .and. (1.eq.i .or. 2.0.gt.x)
    tests = tests .or. ([1.0d0, 2.0d0, 3.0d0] .dot. [x, y, 1.0d0]) > 0
  end function tests

  real(8) function power_chain(x)
    real(8), intent(in) :: x
    power_chain = -x**2**3 + 2.0d0**(-1) - x*(-2.0d0) / 4 + (x - 1)**2
  end function power_chain
end module literal_kinds
