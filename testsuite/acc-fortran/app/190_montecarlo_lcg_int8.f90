! App: a Monte Carlo estimate with a counter-based generator: a `routine seq` function in a
! module maps (sample, seed) to a uniform number with integer(8) arithmetic that never
! overflows, the hits are an integer(8) `reduction(+:)` over a `parallel loop gang vector`, the
! sum of squares a real(8) one; the result is exact because every sample's numbers depend only
! on its index.
! expect-exit: 0
! expect-stdout:
! | samples = 200000
! | hits    = 164538
! | pi est  =   3.29076000
! | mean r2 =   0.66667022
module lcg_m
  implicit none
contains
  real(8) function uniform(i, seed) result(u)
    !$acc routine seq
    integer(8), intent(in) :: i, seed
    integer(8) :: x
    ! Two rounds of a 31-bit linear congruential step: no product leaves integer(8).
    x = mod(i * 1103515245_8 + seed, 2147483648_8)
    x = mod(x * 1103515245_8 + 12345_8, 2147483648_8)
    u = real(x, 8) / 2147483648.0d0
  end function uniform
end module lcg_m

program montecarlo_lcg_int8
  use lcg_m
  implicit none
  integer(8), parameter :: n = 200000
  integer(8) :: i, hits
  real(8) :: x, y, r2sum
  hits = 0
  r2sum = 0
  !$acc parallel loop gang vector reduction(+:hits, r2sum) private(x, y)
  do i = 1, n
    x = uniform(2 * i, 17_8)
    y = uniform(2 * i + 1, 17_8)
    if (x * x + y * y <= 1) hits = hits + 1
    r2sum = r2sum + x * x + y * y
  end do
  print '(a, i0)', 'samples = ', n
  print '(a, i0)', 'hits    = ', hits
  print '(a, f12.8)', 'pi est  = ', 4 * real(hits, 8) / n
  print '(a, f12.8)', 'mean r2 = ', r2sum / n
end program montecarlo_lcg_int8
