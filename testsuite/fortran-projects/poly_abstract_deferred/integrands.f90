! An abstract type with a deferred binding and a procedure integrating any extension of it;
! this file knows none of the extensions (funcs.f90 defines them).
module integrands
  implicit none
  private
  public :: integrand, integrate
  type, abstract :: integrand
    real(8) :: scale = 1.0d0
  contains
    procedure(eval_iface), deferred :: eval
    procedure :: describe
  end type
  abstract interface
    real(8) function eval_iface(self, x)
      import :: integrand
      class(integrand), intent(in) :: self
      real(8), intent(in) :: x
    end function
  end interface
contains
  subroutine describe(self)
    class(integrand), intent(in) :: self
    print '(a,f6.2)', 'integrand with scale', self%scale
  end subroutine
  real(8) function integrate(f, a, b, n)
    class(integrand), intent(in) :: f
    real(8), intent(in) :: a, b
    integer, intent(in) :: n
    integer :: i
    real(8) :: h
    h = (b - a) / n
    integrate = 0.5d0 * (f%eval(a) + f%eval(b))
    do i = 1, n - 1
      integrate = integrate + f%eval(a + i * h)
    end do
    integrate = integrate * h
    call f%describe()
  end function
end module
