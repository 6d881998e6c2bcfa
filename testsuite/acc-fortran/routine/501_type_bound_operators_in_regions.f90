! Type-bound generic operators and assignment in compute regions (decision 118): on TYPE(t)
! objects they are static calls of `routine seq` procedures (decision 97), so a `parallel
! loop` over array dummies adds, scales and assigns elements of a derived type with `+`, `*`
! and a defined `=`, and a `reduction`-free sum runs per element; no data clauses.
! expect-exit: 0
! expect-stdout:
! |       2.50      0.00      4.00
! |   1001500.00     1801.00
module vec_ops
  implicit none
  type :: vec
    real :: x = 0, y = 0
  contains
    procedure :: add => vec_add
    procedure :: scale => vec_scale
    procedure :: assign => vec_assign
    generic :: operator(+) => add
    generic :: operator(*) => scale
    generic :: assignment(=) => assign
  end type
contains
  function vec_add(a, b) result(c)
    !$acc routine seq
    class(vec), intent(in) :: a, b
    type(vec) :: c
    c%x = a%x + b%x
    c%y = a%y + b%y
  end function

  function vec_scale(a, s) result(c)
    !$acc routine seq
    class(vec), intent(in) :: a
    real, intent(in) :: s
    type(vec) :: c
    c%x = a%x * s
    c%y = a%y * s
  end function

  ! A defined assignment that also clamps y at zero.
  subroutine vec_assign(a, b)
    !$acc routine seq
    class(vec), intent(inout) :: a
    type(vec), intent(in) :: b
    a%x = b%x
    a%y = max(b%y, 0.0)
  end subroutine

  subroutine axpy(n, s, u, v, w)
    integer, intent(in) :: n
    real, intent(in) :: s
    type(vec), intent(in) :: u(:), v(:)
    type(vec), intent(inout) :: w(:)
    integer :: i
    !$acc parallel loop
    do i = 1, n
      w(i) = u(i) * s + v(i)
    end do
  end subroutine
end module

program type_bound_operators_in_regions
  use vec_ops
  implicit none
  integer, parameter :: n = 1000
  type(vec), allocatable :: u(:), v(:), w(:)
  integer :: i
  real :: sx, sy
  allocate(u(n), v(n), w(n))
  do i = 1, n
    u(i)%x = real(i)
    u(i)%y = real(mod(i, 7)) - 3
    v(i)%x = 0.5
    v(i)%y = real(mod(i, 5)) - 2
  end do
  call axpy(n, 2.0, u, v, w)
  sx = 0
  sy = 0
  do i = 1, n
    sx = sx + w(i)%x
    sy = sy + w(i)%y
  end do
  print '(3f10.2)', w(1)%x, w(1)%y, w(n)%y
  print '(2f12.2)', sx, sy
end program
