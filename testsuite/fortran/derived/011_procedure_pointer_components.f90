! Derived types: procedure pointer components (NOPASS) as a callback table: an array of
! operator records each holding a name and a function pointer, set by pointer assignment and
! called through the component (`ops(k)%apply(x)`, `call h%on_event(...)`), components
! starting disassociated, ASSOCIATED with and without a target, structure assignment copying
! the association, and a table passed to a module procedure.
! expect-exit: 0
! expect-stdout:
! |  F F F F
! |  T T F T
! |  T F
! | square      1.000    4.000    9.000   16.000
! | halve       0.500    2.000    4.500    8.000
! | negate     -0.500   -2.000   -4.500   -8.000
! | halve of 7:   3.500
! |  F T
! | no handler yet
! | event 10: step 1
! | event 20: step 2
! | event 30: step 3
! | fired: 3
module ops_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  abstract interface
    pure function unary(x) result(y)
      import :: dp
      real(dp), intent(in) :: x
      real(dp) :: y
    end function unary
    subroutine handler(code, msg)
      integer, intent(in) :: code
      character(len=*), intent(in) :: msg
    end subroutine handler
  end interface
  type :: op_t
    character(len=8) :: name = ''
    procedure(unary), pointer, nopass :: apply => null()
  end type op_t
  type :: hooks_t
    integer :: fired = 0
    procedure(handler), pointer, nopass :: on_event => null()
  end type hooks_t
contains
  pure function square(x) result(y)
    real(dp), intent(in) :: x
    real(dp) :: y
    y = x * x
  end function square
  pure function halve(x) result(y)
    real(dp), intent(in) :: x
    real(dp) :: y
    y = 0.5_dp * x
  end function halve
  pure function negate(x) result(y)
    real(dp), intent(in) :: x
    real(dp) :: y
    y = -x
  end function negate
  subroutine log_event(code, msg)
    integer, intent(in) :: code
    character(len=*), intent(in) :: msg
    write(*, '(a,i3,2a)') 'event', code, ': ', msg
  end subroutine log_event

  ! Applies every operator of the table in turn to each value.
  subroutine pipeline(table, v)
    type(op_t), intent(in) :: table(:)
    real(dp), intent(inout) :: v(:)
    integer :: k, i
    do k = 1, size(table)
      if (.not. associated(table(k)%apply)) cycle
      do i = 1, size(v)
        v(i) = table(k)%apply(v(i))
      end do
      write(*, '(a8,4f9.3)') table(k)%name, v
    end do
  end subroutine pipeline
end module ops_mod

program callback_table
  use ops_mod
  implicit none
  type(op_t) :: table(4), copy
  type(hooks_t) :: h
  real(dp) :: v(4)
  integer :: k

  write(*, '(4l2)') (associated(table(k)%apply), k = 1, 4)
  table(1)%name = 'square'
  table(1)%apply => square
  table(2)%name = 'halve'
  table(2)%apply => halve
  table(4)%name = 'negate'
  table(4)%apply => negate
  write(*, '(4l2)') (associated(table(k)%apply), k = 1, 4)
  write(*, '(2l2)') associated(table(1)%apply, square), associated(table(1)%apply, halve)

  v = [1.0_dp, 2.0_dp, 3.0_dp, 4.0_dp]
  call pipeline(table, v)

  copy = table(2)
  write(*, '(a,f8.3)') trim(copy%name)//' of 7:', copy%apply(7.0_dp)
  copy%apply => null()
  write(*, '(2l2)') associated(copy%apply), associated(table(2)%apply)

  if (.not. associated(h%on_event)) write(*, '(a)') 'no handler yet'
  h%on_event => log_event
  do k = 1, 3
    call h%on_event(k * 10, 'step '//achar(iachar('0') + k))
    h%fired = h%fired + 1
  end do
  write(*, '(a,i0)') 'fired: ', h%fired
end program callback_table
