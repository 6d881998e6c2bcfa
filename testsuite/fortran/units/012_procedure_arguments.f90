! Program units: procedures as arguments: a Simpson integrator taking a function with an
! explicit interface (module procedure and internal procedure as actual arguments), and an
! abstract interface with a procedure pointer selecting the integrand.
! expect-exit: 0
! expect-stdout:
! |   0.0000000000
! |   1.0086871109
! |  12.0000000000
! |  T  0.5043435554
module quad
  implicit none
  abstract interface
    real(8) function integrand(x)
      real(8), intent(in) :: x
    end function integrand
  end interface
contains
  real(8) function simpson(f, a, b, n)
    procedure(integrand) :: f
    real(8), intent(in) :: a, b
    integer, intent(in) :: n
    real(8) :: h
    integer :: i
    h = (b - a) / n
    simpson = f(a) + f(b)
    do i = 1, n - 1
      simpson = simpson + merge(4.0d0, 2.0d0, mod(i, 2) == 1) * f(a + i * h)
    end do
    simpson = simpson * h / 3.0d0
  end function simpson
  real(8) function cubic(x)
    real(8), intent(in) :: x
    cubic = x**3 - 2.0d0 * x
  end function cubic
end module quad

program integrate
  use quad
  implicit none
  procedure(integrand), pointer :: f => null()
  real(8) :: k
  write(*, '(f14.10)') simpson(cubic, 0.0d0, 2.0d0, 10)
  k = 3.0d0
  write(*, '(f14.10)') simpson(gauss, -1.0d0, 1.0d0, 100)
  f => cubic
  write(*, '(f14.10)') simpson(f, 1.0d0, 3.0d0, 20)
  f => gauss
  write(*, '(l2,f14.10)') associated(f), simpson(f, 0.0d0, 1.0d0, 50)
contains
  real(8) function gauss(x)
    real(8), intent(in) :: x
    gauss = exp(-k * x * x)
  end function gauss
end program integrate
