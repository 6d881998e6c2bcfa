! Automatic arrays (§8.5.8.2) of run-time size: a 4 MiB one (oxacc takes it from the heap
! above 64 KiB, design decision 74; a 32 MiB one is in the driver tests: flang-22 overflows
! its stack there), small ones on every call, automatic arrays of structures default-initialized
! on every call, and one used in a recursive procedure at several depths.
! expect-exit: 0
! expect-stdout:
! |       125000251750.0
! |         2647463750.0
! | 600000
! | 90
module auto_m
  implicit none
  type cell
    integer :: id = 3
    real(8) :: w = 0.5d0
  end type
contains
  real(8) function big(n)
    integer, intent(in) :: n
    real(8) :: w(n)
    type(cell) :: c(n / 1000)
    integer :: i
    do i = 1, n
      w(i) = i
    end do
    big = sum(w) + sum(c%id) + sum(c%w)
    c%id = -1
  end function

  recursive integer function depth(level, n) result(r)
    integer, intent(in) :: level, n
    integer :: v(n * level)
    v = level
    r = 0
    if (level < 4) r = depth(level + 1, n)
    r = r + sum(v)
  end function
end module

program auto_arrays
  use auto_m
  implicit none
  integer :: k
  real(8) :: s
  print '(f20.1)', big(500000)
  s = 0
  do k = 1, 500
    s = s + big(3000 + k)
  end do
  print '(f20.1)', s
  print '(i0)', depth(1, 20000)
  print '(i0)', depth(1, 3)
end program auto_arrays
