! Units: initialised procedure pointers (§8.4, §7.5.4.6) as an ODE integrator module sets
! its defaults: a module procedure pointer `=> decay`, procedure pointer components with
! `=> euler_step` and `=> null()` default initialization (targets defined later in the
! module), structures taking them (locals, a module variable, array elements, intrinsic
! assignment), a pointer assigned from a component (`f => s%rhs`), calls through them, a
! main-program pointer `=> growth` and a saved local one in an internal procedure.
! expect-exit: 0
! expect-stdout:
! | defaults: T F
! | euler decay     0.34867844
! | midpoint growth  2.24318498
! | list: T T
! | euler growth    2.14447313
! | direct p        2.00000000
! | shared: T
! |   -3.000 T
module integrators
  implicit none
  abstract interface
    real(8) function rhs_fn(t, y)
      real(8), intent(in) :: t, y
    end function rhs_fn
    subroutine step_fn(f, t, y, h)
      import :: rhs_fn
      procedure(rhs_fn) :: f
      real(8), intent(in) :: t, h
      real(8), intent(inout) :: y
    end subroutine step_fn
  end interface
  type :: solver_t
    character(len=8) :: name = 'euler'
    procedure(step_fn), pointer, nopass :: step => euler_step
    procedure(rhs_fn), pointer, nopass :: rhs => null()
    integer :: nsteps = 10
  end type solver_t
  procedure(rhs_fn), pointer :: default_rhs => decay
  type(solver_t) :: shared_solver
contains
  real(8) function decay(t, y)
    real(8), intent(in) :: t, y
    decay = -y
  end function decay
  real(8) function growth(t, y)
    real(8), intent(in) :: t, y
    growth = 0.5d0 * y + t
  end function growth
  subroutine euler_step(f, t, y, h)
    procedure(rhs_fn) :: f
    real(8), intent(in) :: t, h
    real(8), intent(inout) :: y
    y = y + h * f(t, y)
  end subroutine euler_step
  subroutine midpoint_step(f, t, y, h)
    procedure(rhs_fn) :: f
    real(8), intent(in) :: t, h
    real(8), intent(inout) :: y
    real(8) :: ym
    ym = y + 0.5d0 * h * f(t, y)
    y = y + h * f(t + 0.5d0 * h, ym)
  end subroutine midpoint_step
  real(8) function integrate(s, y0, t1)
    type(solver_t), intent(in) :: s
    real(8), intent(in) :: y0, t1
    real(8) :: t, h
    integer :: k
    procedure(rhs_fn), pointer :: f
    f => default_rhs
    if (associated(s%rhs)) f => s%rhs
    h = t1 / s%nsteps
    t = 0
    integrate = y0
    do k = 1, s%nsteps
      call s%step(f, t, integrate, h)
      t = t + h
    end do
  end function integrate
end module integrators

program proc_pointer_init
  use integrators
  implicit none
  type(solver_t) :: a, b
  type(solver_t) :: list(2)
  procedure(rhs_fn), pointer :: p => growth
  write(*, '(a,l2,l2)') 'defaults:', associated(a%step, euler_step), associated(a%rhs)
  write(*, '(a,f12.8)') 'euler decay   ', integrate(a, 1.0d0, 1.0d0)
  b%name = 'midpoint'
  b%step => midpoint_step
  b%rhs => p
  b%nsteps = 20
  write(*, '(a,f12.8)') 'midpoint growth', integrate(b, 1.0d0, 1.0d0)
  list(2) = b
  write(*, '(a,l2,l2)') 'list:', associated(list(1)%step, euler_step), associated(list(2)%rhs, growth)
  default_rhs => growth
  write(*, '(a,f12.8)') 'euler growth  ', integrate(list(1), 1.0d0, 1.0d0)
  write(*, '(a,f12.8)') 'direct p      ', p(1.0d0, 2.0d0)
  write(*, '(a,l2)') 'shared:', associated(shared_solver%step, euler_step)
  call local_init()
contains
  subroutine local_init()
    procedure(rhs_fn), pointer :: q => decay
    type(solver_t) :: s
    write(*, '(f8.3,l2)') q(0d0, 3d0), associated(s%step, euler_step)
    q => growth
  end subroutine local_init
end program proc_pointer_init
