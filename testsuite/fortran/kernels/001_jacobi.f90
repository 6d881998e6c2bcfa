! Kernels: the OpenACC training Jacobi iteration (Laplace on a 2-D grid, boundary held at a
! sine profile) in plain Fortran: allocatable grids, max-norm convergence test, array swap.
! expect-exit: 0
! expect-stdout:
! |   100  2.283338E-03
! |   200  1.076604E-03
! |   300  6.766393E-04
! |   400  4.789843E-04
! |   500  3.619453E-04
! | iterations 500 error   3.619453E-04
! |   0.26789649  0.03592497  0.02510133  0.00900843
program jacobi
  implicit none
  integer, parameter :: n = 64, m = 64, iter_max = 500
  real(8), parameter :: tol = 1.0d-5, pi = acos(-1.0d0)
  real(8), allocatable :: a(:, :), anew(:, :)
  real(8) :: err
  integer :: i, j, iter
  allocate(a(0:n+1, 0:m+1), anew(0:n+1, 0:m+1))
  a = 0.0d0
  do i = 0, n + 1
    a(i, 0) = sin(pi * i / (n + 1))
    a(i, m + 1) = sin(pi * i / (n + 1)) * exp(-pi)
  end do
  anew = a
  err = 1.0d0
  iter = 0
  do while (err > tol .and. iter < iter_max)
    err = 0.0d0
    do j = 1, m
      do i = 1, n
        anew(i, j) = 0.25d0 * (a(i+1, j) + a(i-1, j) + a(i, j-1) + a(i, j+1))
        err = max(err, abs(anew(i, j) - a(i, j)))
      end do
    end do
    a(1:n, 1:m) = anew(1:n, 1:m)
    iter = iter + 1
    if (mod(iter, 100) == 0) write(*, '(i5,es14.6)') iter, err
  end do
  write(*, '(a,i0,a,es14.6)') 'iterations ', iter, ' error ', err
  write(*, '(4f12.8)') a(n/2, m/4), a(n/2, m/2), a(n/4, m/2), a(3*n/4, 3*m/4)
end program jacobi
