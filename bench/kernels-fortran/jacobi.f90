! 2-D 5-point Jacobi relaxation on an n x n grid with fixed boundary, self-checking: the
! Fortran counterpart of bench/kernels/jacobi.c (column-major sweep, heat enters at u(:, 1)).
module jacobi_m
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  subroutine sweep(n, u, v)
    integer, intent(in) :: n
    real(dp), intent(in) :: u(n, n)
    real(dp), intent(inout) :: v(n, n)
    integer :: i, j
    do j = 2, n - 1
      do i = 2, n - 1
        v(i, j) = 0.25_dp * (u(i, j - 1) + u(i, j + 1) + u(i - 1, j) + u(i + 1, j))
      end do
    end do
  end subroutine sweep
end module jacobi_m

program jacobi
  use jacobi_m
  implicit none
  integer, parameter :: n = 1024, iters = 400
  real(dp), allocatable :: u(:, :), v(:, :)
  real(dp) :: total
  integer :: it
  allocate(u(n, n), v(n, n))
  u = 0.0_dp
  u(:, 1) = 1.0_dp
  v = u
  ! Two sweeps per step, u -> v -> u, instead of swapping pointers.
  do it = 1, iters, 2
    call sweep(n, u, v)
    call sweep(n, v, u)
  end do
  ! Maximum principle: every value stays in [0, 1]; heat flows in from column 1.
  if (any(u < 0.0_dp) .or. any(u > 1.0_dp)) then
    print '(a)', 'jacobi: value out of range'
    error stop 1
  end if
  if (u(n / 2, 2) <= 0.0_dp) then
    print '(a)', 'jacobi: no heat flowed'
    error stop 1
  end if
  total = sum(u)
  print '(a,es20.12)', 'checksum ', total
end program jacobi
