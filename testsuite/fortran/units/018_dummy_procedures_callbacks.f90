! Program units: dummy procedures and procedure pointers as application code uses them: a
! root finder and a trapezoid integrator taking the function (interface block, PROCEDURE(iface)
! and F77 EXTERNAL dummies), a dummy procedure passed on to another procedure, subroutine
! callbacks, a module procedure pointer selected at run time and called elsewhere, a
! procedure pointer dummy set by the callee, ASSOCIATED with and without a target.
! expect-exit: 0
! expect-stdout:
! | sqrt(2) by bisection:   1.41421356
! | cos(x) = x at:          0.73908513
! | int_0^1 x^3:            0.25000025
! | mean of x^3 on [0,2]:   2.00005000
! | internal, mean:         1.50001875
! |   0.00   -2.000000
! |   0.50   -1.750000
! |   1.00   -1.000000
! |     3.00    6.00    9.00   12.00
! |  F
! |  T T    8.0000
! |  F    0.3776
! |  F
! |  F
! |     4.0400
! |    -1.0937
! | calls through the module pointer: 22
module solvers
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  abstract interface
    function scalar_fn(x) result(y)
      import :: dp
      real(dp), intent(in) :: x
      real(dp) :: y
    end function scalar_fn
    subroutine visitor(i, v)
      import :: dp
      integer, intent(in) :: i
      real(dp), intent(inout) :: v
    end subroutine visitor
  end interface
  procedure(scalar_fn), pointer :: active => null()
  integer :: calls = 0
contains
  function bisect(f, a, b, tol) result(root)
    interface
      function f(x)
        import :: dp
        real(dp), intent(in) :: x
        real(dp) :: f
      end function f
    end interface
    real(dp), intent(in) :: a, b, tol
    real(dp) :: root, lo, hi, mid
    lo = a
    hi = b
    do while (hi - lo > tol)
      mid = 0.5_dp * (lo + hi)
      if (sign(1.0_dp, f(mid)) == sign(1.0_dp, f(lo))) then
        lo = mid
      else
        hi = mid
      end if
    end do
    root = 0.5_dp * (lo + hi)
  end function bisect

  real(dp) function trapezoid(f, a, b, n)
    procedure(scalar_fn) :: f
    real(dp), intent(in) :: a, b
    integer, intent(in) :: n
    real(dp) :: h
    integer :: i
    h = (b - a) / n
    trapezoid = 0.5_dp * (f(a) + f(b))
    do i = 1, n - 1
      trapezoid = trapezoid + f(a + i * h)
    end do
    trapezoid = trapezoid * h
  end function trapezoid

  ! Passes its dummy procedure on to another procedure.
  real(dp) function average(f, a, b)
    procedure(scalar_fn) :: f
    real(dp), intent(in) :: a, b
    average = trapezoid(f, a, b, 200) / (b - a)
  end function average

  subroutine for_each(v, visit)
    real(dp), intent(inout) :: v(:)
    procedure(visitor) :: visit
    integer :: i
    do i = 1, size(v)
      call visit(i, v(i))
    end do
  end subroutine for_each

  subroutine pick(name, p)
    character(len=*), intent(in) :: name
    procedure(scalar_fn), pointer, intent(out) :: p
    select case (name)
    case ('cube')
      p => cube
    case ('shifted')
      p => shifted_cos
    case default
      p => null()
    end select
  end subroutine pick

  real(dp) function eval_active(x)
    real(dp), intent(in) :: x
    calls = calls + 1
    eval_active = active(x)
  end function eval_active

  function cube(x) result(y)
    real(dp), intent(in) :: x
    real(dp) :: y
    y = x**3
  end function cube

  function shifted_cos(x) result(y)
    real(dp), intent(in) :: x
    real(dp) :: y
    y = cos(x) - x
  end function shifted_cos

  subroutine double_it(i, v)
    integer, intent(in) :: i
    real(dp), intent(inout) :: v
    v = 2 * v + i
  end subroutine double_it
end module solvers

! An F77-style library routine: the integrand is an EXTERNAL dummy.
subroutine tabulate(g, n, x0, dx)
  implicit none
  external g
  double precision g
  integer n, i
  double precision x0, dx
  do i = 0, n - 1
    write(*, '(f6.2,f12.6)') x0 + i * dx, g(x0 + i * dx)
  end do
end subroutine tabulate

double precision function parabola(x)
  double precision x
  parabola = x * x - 2.0d0
end function parabola

program callbacks
  use solvers
  implicit none
  double precision, external :: parabola
  procedure(scalar_fn), pointer :: p
  real(dp) :: v(4)
  external tabulate

  write(*, '(a,f12.8)') 'sqrt(2) by bisection: ', bisect(parabola, 0.0_dp, 2.0_dp, 1.0e-10_dp)
  write(*, '(a,f12.8)') 'cos(x) = x at:        ', bisect(shifted_cos, 0.0_dp, 1.0_dp, 1.0e-10_dp)
  write(*, '(a,f12.8)') 'int_0^1 x^3:          ', trapezoid(cube, 0.0_dp, 1.0_dp, 1000)
  write(*, '(a,f12.8)') 'mean of x^3 on [0,2]: ', average(cube, 0.0_dp, 2.0_dp)
  write(*, '(a,f12.8)') 'internal, mean:       ', average(half_square, 0.0_dp, 3.0_dp)

  call tabulate(parabola, 3, 0.0d0, 0.5d0)

  v = [1.0_dp, 2.0_dp, 3.0_dp, 4.0_dp]
  call for_each(v, double_it)
  write(*, '(4f8.2)') v

  p => null()
  write(*, '(l2)') associated(p)
  call pick('cube', p)
  write(*, '(l2,l2,f10.4)') associated(p), associated(p, cube), p(2.0_dp)
  call pick('shifted', p)
  write(*, '(l2,f10.4)') associated(p, cube), p(0.5_dp)
  call pick('none', p)
  write(*, '(l2)') associated(p)

  write(*, '(l2)') associated(active)
  active => cube
  write(*, '(f10.4)') trapezoid(eval_active, 0.0_dp, 2.0_dp, 10)
  active => shifted_cos
  write(*, '(f10.4)') trapezoid(eval_active, 0.0_dp, 2.0_dp, 10)
  write(*, '(a,i0)') 'calls through the module pointer: ', calls
contains
  function half_square(x) result(y)
    real(dp), intent(in) :: x
    real(dp) :: y
    y = 0.5_dp * x * x
  end function half_square
end program callbacks
