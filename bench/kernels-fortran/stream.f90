! STREAM triad a = b + s c (and its inverse) over arrays larger than the caches, as array
! statements on assumed-shape dummies, self-checking: the Fortran counterpart of
! bench/kernels/stream.c.
module stream_m
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  subroutine triad(a, b, c, s)
    real(dp), intent(out) :: a(:)
    real(dp), intent(in) :: b(:), c(:)
    real(dp), intent(in) :: s
    a = b + s * c
  end subroutine triad
end module stream_m

program stream
  use stream_m
  implicit none
  integer, parameter :: n = 8 * 1024 * 1024, reps = 10
  real(dp), allocatable :: a(:), b(:), c(:)
  real(dp) :: s, total
  integer :: i, r
  allocate(a(n), b(n), c(n))
  do i = 1, n
    a(i) = 0.0_dp
    b(i) = real(mod(i - 1, 100), dp)
    c(i) = real(mod(i - 1, 10), dp) * 0.5_dp
  end do
  s = 3.0_dp
  do r = 1, reps
    call triad(a, b, c, s)
    call triad(b, a, c, -s)
  end do
  total = 0.0_dp
  do i = 1, n
    if (b(i) /= real(mod(i - 1, 100), dp)) then
      print '(a,i10)', 'stream: wrong b at', i
      error stop 1
    end if
    total = total + a(i)
  end do
  print '(a,es20.12)', 'checksum ', total
end program stream
