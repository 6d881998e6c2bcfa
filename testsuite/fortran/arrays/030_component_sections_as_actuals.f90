! Arrays: component sections of arrays of structures (`q(2:6:2)%pos%x`, `q%pos%z`, a character
! component `q(::2)%tag`) as actual arguments of assumed-shape dummies are the variables
! themselves (§15.5.2.4): what the procedure assigns to the dummy reaches the structures.
! expect-exit: 0
! expect-stdout:
! |     1.00   -8.00    3.00  -26.00    5.00  -44.00
! |     1.50   -7.50    3.50  -25.50    5.50  -43.50
! |  b05 b02 b03 b04 b01 b06
module comp_sections_m
  integer, parameter :: dp = kind(1.0d0)
  type v3
    real(dp) :: x, y, z
  end type
  type body
    integer :: id
    type(v3) :: pos
    character(len=3) :: tag
  end type
contains
  subroutine t(a, b)
    real(dp), intent(inout) :: a(:)
    real(dp), intent(in) :: b(:)
    a = a + b
  end subroutine
  subroutine u(s)
    character(len=*), intent(inout) :: s(:)
    s = s(size(s):1:-1)
  end subroutine
end module
program component_sections_as_actuals
use comp_sections_m
type(body) :: q(6)
integer :: i
do i = 1, 6
  q(i)%id = i
  q(i)%pos = v3(real(i, dp), real(-10*i, dp), 0.5_dp)
  write (q(i)%tag, '(a,i2.2)') 'b', i
end do
call t(q(2:6:2)%pos%x, q(1:5:2)%pos%y)
call t(q%pos%z, q%pos%x)
call u(q(::2)%tag)
print '(6f8.2)', q%pos%x
print '(6f8.2)', q%pos%z
print '(6(a4))', q%tag
end
