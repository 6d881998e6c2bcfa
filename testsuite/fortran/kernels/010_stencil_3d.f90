! Kernels: a 7-point 3-D stencil (heat diffusion) on an allocatable grid with one-cell halos,
! Dirichlet boundaries, several sweeps with array swapping via move_alloc.
! expect-exit: 0
! expect-stdout:
! |  10 1091.21188683   22.95304655
! |  20 1122.88878937    7.97348882
! |  30 1102.95118088    4.34320193
! |   1.161732  2.270050  4.023833  3.985407  2.054867  0.558290
program stencil3d
  implicit none
  integer, parameter :: n = 12, steps = 30
  real(8), allocatable :: u(:, :, :), v(:, :, :)
  real(8), parameter :: c = 0.1d0
  integer :: i, j, k, s
  allocate(u(0:n+1, 0:n+1, 0:n+1), v(0:n+1, 0:n+1, 0:n+1))
  u = 0.0d0
  u(n/2, n/2, n/2) = 1000.0d0
  u(:, :, 0) = 1.0d0
  v = u
  do s = 1, steps
    do k = 1, n
      do j = 1, n
        do i = 1, n
          v(i, j, k) = u(i, j, k) + c * (u(i-1, j, k) + u(i+1, j, k) + u(i, j-1, k) &
                     + u(i, j+1, k) + u(i, j, k-1) + u(i, j, k+1) - 6.0d0 * u(i, j, k))
        end do
      end do
    end do
    call swap(u, v)
    if (mod(s, 10) == 0) write(*, '(i3,2f14.8)') s, sum(u(1:n, 1:n, 1:n)), maxval(u(1:n, 1:n, 1:n))
  end do
  write(*, '(6f10.6)') u(n/2, n/2, 1:n:2)
contains
  subroutine swap(a, b)
    real(8), allocatable, intent(inout) :: a(:, :, :), b(:, :, :)
    real(8), allocatable :: t(:, :, :)
    call move_alloc(a, t)
    call move_alloc(b, a)
    call move_alloc(t, b)
  end subroutine swap
end program stencil3d
