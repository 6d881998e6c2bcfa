! Kernels: a Monte Carlo estimate of pi with a linear congruential generator in integer(8)
! arithmetic (so every compiler draws the same numbers), several independent streams, and an
! error estimate.
! expect-exit: 0
! expect-stdout:
! | stream 1 hits 39291 pi ~  3.143280
! | stream 2 hits 39408 pi ~  3.152640
! | stream 3 hits 39333 pi ~  3.146640
! | stream 4 hits 39320 pi ~  3.145600
! | combined  3.147040
! | within 0.02 of pi: T
module lcg
  use iso_fortran_env, only: int64
  implicit none
  ! Park-Miller "minimal standard" generator: products stay below 2**47, no overflow.
  integer(int64), parameter :: a = 48271_int64, m = 2147483647_int64
contains
  real(8) function next(state)
    integer(int64), intent(inout) :: state
    state = mod(state * a, m)
    next = real(state - 1, 8) / real(m - 1, 8)
  end function next
end module lcg

program mcpi
  use lcg
  implicit none
  integer(int64) :: s
  integer :: stream, i, hits, total
  real(8) :: x, y, est(4)
  total = 0
  do stream = 1, 4
    s = int(stream, int64) * 7919_int64
    hits = 0
    do i = 1, 50000
      x = next(s)
      y = next(s)
      if (x * x + y * y < 1.0d0) hits = hits + 1
    end do
    est(stream) = 4.0d0 * hits / 50000
    total = total + hits
    write(*, '(a,i0,a,i0,a,f9.6)') 'stream ', stream, ' hits ', hits, ' pi ~ ', est(stream)
  end do
  write(*, '(a,f9.6)') 'combined ', 4.0d0 * total / 200000
  write(*, '(a,l2)') 'within 0.02 of pi:', abs(4.0d0 * total / 200000 - acos(-1.0d0)) < 0.02d0
end program mcpi
