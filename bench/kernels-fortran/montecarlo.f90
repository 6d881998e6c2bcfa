! Monte-Carlo estimate of pi with a 64-bit integer LCG (two's-complement wrap-around, as the
! C program's unsigned arithmetic), self-checking: the Fortran counterpart of
! bench/kernels/montecarlo.c; it counts the same samples inside the circle.
module montecarlo_m
  implicit none
  integer, parameter :: i8 = selected_int_kind(18)
  integer(i8), parameter :: mult = 6364136223846793005_i8, incr = 1442695040888963407_i8
contains
  integer(i8) function count_inside(samples, seed) result(inside)
    integer(i8), intent(in) :: samples, seed
    integer(i8) :: i, state, x, y
    state = seed
    inside = 0
    do i = 1, samples
      state = state * mult + incr
      x = shiftr(state, 40)
      state = state * mult + incr
      y = shiftr(state, 40)
      if (x * x + y * y < shiftl(1_i8, 48)) inside = inside + 1
    end do
  end function count_inside
end module montecarlo_m

program montecarlo
  use montecarlo_m
  implicit none
  integer(i8), parameter :: samples = 200000000_i8
  integer(i8) :: inside
  real(8) :: pi
  ! 0x9e3779b97f4a7c15 as a signed 64-bit integer.
  inside = count_inside(samples, -7046029254386353131_i8)
  pi = 4.0d0 * real(inside, 8) / real(samples, 8)
  if (pi < 3.14d0 .or. pi > 3.143d0) then
    print '(a,f12.6)', 'montecarlo: pi = ', pi
    error stop 1
  end if
  print '(a,i0,1x,f0.9)', 'checksum ', inside, pi
end program montecarlo
