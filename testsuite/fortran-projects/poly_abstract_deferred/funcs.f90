! Extensions of the abstract integrand, binding its deferred EVAL (one overrides DESCRIBE too).
module funcs
  use integrands
  implicit none
  type, extends(integrand) :: square
  contains
    procedure :: eval => square_eval
  end type
  type, extends(integrand) :: linear
    real(8) :: c = 0.0d0
  contains
    procedure :: eval => linear_eval
    procedure :: describe => linear_describe
  end type
contains
  real(8) function square_eval(self, x)
    class(square), intent(in) :: self
    real(8), intent(in) :: x
    square_eval = self%scale * x * x
  end function
  real(8) function linear_eval(self, x)
    class(linear), intent(in) :: self
    real(8), intent(in) :: x
    linear_eval = self%scale * x + self%c
  end function
  subroutine linear_describe(self)
    class(linear), intent(in) :: self
    print '(a,2f6.2)', 'linear', self%scale, self%c
  end subroutine
end module
