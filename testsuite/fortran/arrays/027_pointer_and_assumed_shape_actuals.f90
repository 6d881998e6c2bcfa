! Arrays: pointer arrays (variables, components, C_F_POINTER'd storage), sections of them and
! assumed-shape dummies passed to explicit-shape and assumed-size dummies. A contiguous one is
! passed as it is (the dummy's LOC is the target's and its changes are made in place); a
! strided one is copied in and, unless the dummy is INTENT(IN), back out after the call
! (§15.5.2.4, sequence association §15.5.2.11). Also: a pointer component associated with a
! section keeps the section's bounds starting at 1, with a whole array its bounds (§10.2.2.3).
! expect-exit: 0
! expect-stdout:
! |  in place T
! |    2.0   4.0   6.0   8.0  10.0  12.0  14.0  16.0  18.0  20.0
! |  in place F
! |    3.0   2.0   9.0   4.0  15.0   6.0  21.0   8.0  27.0  10.0
! |  in place F
! |    3.0   2.0  90.0   4.0 150.0   6.0 210.0   8.0  27.0  10.0
! |  in place T
! |    3.0   2.0  45.0   2.0  75.0   6.0 210.0   8.0  27.0  10.0
! |  in place F
! |     15.0
! |  in place T
! |     15.0
! |    1.0   2.0   3.0   4.0   5.0   6.0   7.0   8.0   9.0  10.0
! |  in place F
! |    1.0 105.0   3.0 104.0   5.0 103.0   7.0 102.0   9.0 101.0
! |  in place T
! |    1.0 105.0   3.0 104.0   5.0 101.0 102.0 103.0 104.0 105.0
! |  in place T
! |  in place F
! |    1.0  -2.0  -3.0   4.0  -5.0  -6.0   7.0  -8.0  -9.0  10.0
! |  in place T
! |  in place F
! |  in place F
! |   1001.0  1005.0  4009.0
! |   1002.0  3006.0  5010.0
! |   1003.0  3007.0  5011.0
! |   1004.0  1008.0  4012.0
! |  in place F
! |  in place T
! |    1.0   4.0  -3.0  -8.0  -5.0 -12.0  -7.0 -16.0   9.0  20.0
! |   0  4  1  3
! |   1  4
! |  in place T
! |    4.0   4.0   4.0   4.0   4.0   1.0   1.0   1.0   1.0   1.0
! |  in place T
! |    7.0   7.0   7.0   7.0   7.0   7.0
module track
  implicit none
  integer(8) :: target_at = 0
  type holder
    real(8), pointer :: v(:) => null()
  end type holder
contains
  subroutine scale(x, n, f)
    integer, intent(in) :: n
    real(8) :: x(n)
    real(8), intent(in) :: f
    integer :: i
    write(*, '(a, l2)') ' in place', loc(x) == target_at
    do i = 1, n
      x(i) = x(i) * f
    end do
  end subroutine scale

  real(8) function total(x, n)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    integer :: i
    write(*, '(a, l2)') ' in place', loc(x) == target_at
    total = 0
    do i = 1, n
      total = total + x(i)
    end do
  end function total

  subroutine fill_star(x, n)
    integer, intent(in) :: n
    real(8) :: x(*)
    integer :: i
    write(*, '(a, l2)') ' in place', loc(x) == target_at
    do i = 1, n
      x(i) = 100 + i
    end do
  end subroutine fill_star

  subroutine grid(g, m, n)
    integer, intent(in) :: m, n
    real(8) :: g(m, n)
    integer :: i, j
    write(*, '(a, l2)') ' in place', loc(g) == target_at
    do j = 1, n
      do i = 1, m
        g(i, j) = g(i, j) + 1000 * j
      end do
    end do
  end subroutine grid

  ! An assumed-shape dummy forwarded to an explicit-shape one: contiguous or not depends on
  ! the caller's actual argument.
  subroutine forward(y)
    real(8) :: y(:)
    call scale(y, size(y), -1d0)
  end subroutine forward

  subroutine forward2(y)
    real(8) :: y(:, :)
    call grid(y, size(y, 1), size(y, 2))
  end subroutine forward2
end module track

program pointer_actuals
  use track
  use iso_c_binding, only: c_loc, c_f_pointer
  implicit none
  real(8), target :: a(10), m(4, 3), z(0:4)
  real(8), pointer :: p(:), q(:, :)
  real(8), allocatable, target :: h(:)
  integer :: i, j
  real(8) :: t
  type(holder) :: s

  a = [(real(i, 8), i = 1, 10)]
  p => a
  target_at = loc(a(1))
  call scale(p, 10, 2d0)
  write(*, '(10f6.1)') a

  a = [(real(i, 8), i = 1, 10)]
  p => a(1:10:2)
  call scale(p, 5, 3d0)
  write(*, '(10f6.1)') a

  ! A unit-stride section of a strided pointer is not contiguous either.
  call scale(p(2:4), 3, 10d0)
  write(*, '(10f6.1)') a

  ! A contiguous section of a pointer.
  p => a
  target_at = loc(a(3))
  call scale(p(3:5), 3, 0.5d0)
  write(*, '(10f6.1)') a

  ! INTENT(IN): copied in only.
  a = [(real(i, 8), i = 1, 10)]
  p => a(2:10:3)
  target_at = loc(a(2))
  t = total(p, 3)
  write(*, '(f8.1)') t
  p => a(4:6)
  target_at = loc(a(4))
  t = total(p, 3)
  write(*, '(f8.1)') t
  write(*, '(10f6.1)') a

  ! Assumed size.
  p => a(10:1:-2)
  target_at = loc(a(10))
  call fill_star(p, 5)
  write(*, '(10f6.1)') a
  p => a(6:10)
  target_at = loc(a(6))
  call fill_star(p, 5)
  write(*, '(10f6.1)') a

  ! Assumed-shape dummies forwarded.
  a = [(real(i, 8), i = 1, 10)]
  target_at = loc(a(1))
  call forward(a)
  call forward(a(1:10:3))
  write(*, '(10f6.1)') a

  ! Two dimensions: whole columns are contiguous, a block of rows is not.
  m = reshape([(real(i, 8), i = 1, 12)], [4, 3])
  q => m(:, 2:3)
  target_at = loc(m(1, 2))
  call grid(q, 4, 2)
  q => m(2:3, :)
  target_at = loc(m(2, 1))
  call grid(q, 2, 3)
  call forward2(m(1:4:3, 1:3:2))
  do i = 1, 4
    write(*, '(3f8.1)') (m(i, j), j = 1, 3)
  end do

  ! Pointer components.
  a = [(real(i, 8), i = 1, 10)]
  s%v => a(2:10:2)
  target_at = loc(a(2))
  call scale(s%v, 5, 2d0)
  s%v => a(3:8)
  target_at = loc(a(3))
  call scale(s%v, 6, -1d0)
  write(*, '(10f6.1)') a
  ! A whole array keeps its bounds, a section starts at 1.
  s%v => z
  write(*, '(4i3)') lbound(s%v), ubound(s%v), lbound(s%v(1:3)), ubound(s%v(1:3))
  s%v => z(1:4)
  write(*, '(2i3)') lbound(s%v), ubound(s%v)

  ! Storage reached through C_F_POINTER (as `acc_malloc`'d memory is) is contiguous.
  a = 1
  call c_f_pointer(c_loc(a), p, [5])
  target_at = loc(a(1))
  call scale(p, 5, 4d0)
  write(*, '(10f6.1)') a

  ! An allocatable target through a pointer.
  allocate(h(6))
  h = 1
  p => h
  target_at = loc(h(1))
  call scale(p, 6, 7d0)
  write(*, '(6f6.1)') h
end program pointer_actuals
