! Program units: INTENT(OUT) dummies that are allocatable or hold allocatable components are
! deallocated on entry (§8.5.10), so a procedure may ALLOCATE them again on every call, also
! an array of structures and an absent OPTIONAL one; the allocatable components of a local
! structure are deallocated when the procedure returns (§9.7.3.2), so a procedure called
! many times keeps its memory.
! expect-exit: 0
! expect-stdout:
! | on entry allocated: F
! | on entry allocated: F
! |   5.0  5.0  5.0  5.0  5.0
! | state on entry: F  0
! | state on entry: F  0
! |   1.0  1.0  1.0  1.0  0
! | array on entry: F F F
! | array on entry: F F F
! | array on entry: F F
! |   1.0  2.0  2.0  2.0  2.0
! |  -1.0 T
! | scalar on entry: F
! | scalar on entry: F
! |  42.0
! |     300000.0
module mk
  implicit none
  type :: state
    real(8), allocatable :: u(:)
    integer :: steps = 0
  end type state
contains
  subroutine fresh(a, n)
    real(8), allocatable, intent(out) :: a(:)
    integer, intent(in) :: n
    write(*, '(a, l2)') 'on entry allocated:', allocated(a)
    allocate(a(n))
    a = n
  end subroutine fresh
  subroutine reset(s, n)
    type(state), intent(out) :: s
    integer, intent(in) :: n
    write(*, '(a, l2, i3)') 'state on entry:', allocated(s%u), s%steps
    allocate(s%u(n))
    s%u = 1
  end subroutine reset
  subroutine reset_all(v, extra)
    type(state), intent(out) :: v(:)
    type(state), intent(out), optional :: extra
    integer :: k
    write(*, '(a, 3l2)') 'array on entry:', (allocated(v(k)%u), k = 1, size(v))
    do k = 1, size(v)
      allocate(v(k)%u(k))
      v(k)%u = k
    end do
    if (present(extra)) then
      allocate(extra%u(1))
      extra%u = -1
    end if
  end subroutine reset_all

  subroutine scalar_out(x)
    real(8), allocatable, intent(out) :: x
    write(*, '(a, l2)') 'scalar on entry:', allocated(x)
    allocate(x)
    x = 42
  end subroutine scalar_out

  real(8) function work(n)
    integer, intent(in) :: n
    type(state) :: tmp
    allocate(tmp%u(n))
    tmp%u = 2
    tmp%steps = n
    work = sum(tmp%u) + tmp%steps
  end function work
end module mk
program p
  use mk
  implicit none
  real(8), allocatable :: a(:)
  type(state) :: s
  real(8) :: t
  real(8), allocatable :: x
  type(state) :: many(3), one
  integer :: i
  call fresh(a, 3)
  call fresh(a, 5)
  write(*, '(5f5.1)') a
  s%steps = 7
  call reset(s, 2)
  s%steps = 9
  call reset(s, 4)
  write(*, '(4f5.1, i3)') s%u, s%steps
  call reset_all(many)
  call reset_all(many, one)
  call reset_all(many(1:3:2))
  write(*, '(6f5.1)') many(1)%u, many(2)%u, many(3)%u
  write(*, '(f5.1, l2)') one%u, allocated(many(2)%u)
  call scalar_out(x)
  call scalar_out(x)
  write(*, '(f5.1)') x
  t = 0
  do i = 1, 1000
    t = t + work(100)
  end do
  write(*, '(f12.1)') t
end program p
