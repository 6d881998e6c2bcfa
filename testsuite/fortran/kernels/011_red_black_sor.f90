! Kernels: red-black successive over-relaxation for a 2-D Poisson problem with a point
! source: the two colours updated in separate strided sweeps, the residual checked to fall.
! expect-exit: 0
! expect-stdout:
! |   50 residual below 10**(-it/25): T
! |  100 residual below 10**(-it/25): T
! |  150 residual below 10**(-it/25): T
! |  200 residual below 10**(-it/25): T
! |   0.71525744  0.12430557  0.12430557  0.00108538
program sor
  implicit none
  integer, parameter :: n = 32
  real(8) :: u(0:n+1, 0:n+1), f(n, n), h, omega, res
  integer :: i, j, it, colour
  h = 1.0d0 / (n + 1)
  omega = 1.8d0
  u = 0.0d0
  f = 0.0d0
  f(n/2, n/2) = 1.0d0 / (h * h)
  do it = 1, 200
    do colour = 0, 1
      do j = 1, n
        do i = 1 + mod(j + colour, 2), n, 2
          u(i, j) = (1.0d0 - omega) * u(i, j) + omega * 0.25d0 * &
                    (u(i-1, j) + u(i+1, j) + u(i, j-1) + u(i, j+1) + h * h * f(i, j))
        end do
      end do
    end do
    if (mod(it, 50) == 0) then
      res = 0.0d0
      do j = 1, n
        do i = 1, n
          res = max(res, abs(4.0d0 * u(i, j) - u(i-1, j) - u(i+1, j) - u(i, j-1) - u(i, j+1) &
                             - h * h * f(i, j)))
        end do
      end do
      ! The residual is a difference of nearly equal numbers: print only that it falls.
      write(*, '(i4,a,l2)') it, ' residual below 10**(-it/25):', res < 10.0d0**(-it / 25)
    end if
  end do
  write(*, '(4f12.8)') u(n/2, n/2), u(n/4, n/2), u(n/2, n/4), u(1, 1)
end program sor
