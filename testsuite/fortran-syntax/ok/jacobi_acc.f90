! Jacobi relaxation with OpenACC data regions and a max reduction.
program jacobi
  implicit none
  integer, parameter :: n = 512, m = 512, iter_max = 1000
  real(8), parameter :: tol = 1.0d-6
  real(8), allocatable :: a(:,:), anew(:,:)
  real(8) :: error
  integer :: i, j, iter

  allocate(a(0:n+1, 0:m+1), anew(0:n+1, 0:m+1))
  a = 0.0d0
  a(0, :) = 1.0d0
  anew = a
  error = 1.0d0
  iter = 0

  !$acc data copy(a) create(anew)
  do while (error > tol .and. iter < iter_max)
    error = 0.0d0
    !$acc parallel loop collapse(2) reduction(max:error)
    do j = 1, m
      do i = 1, n
        anew(i, j) = 0.25d0 * (a(i+1, j) + a(i-1, j) &
                             + a(i, j-1) + a(i, j+1))
        error = max(error, abs(anew(i, j) - a(i, j)))
      end do
    end do
    !$acc parallel loop collapse(2)
    do j = 1, m
      do i = 1, n
        a(i, j) = anew(i, j)
      end do
    end do
    if (mod(iter, 100) == 0) print '(i5, f12.6)', iter, error
    iter = iter + 1
  end do
  !$acc end data

  write (*, '(a, es12.4)') 'final error ', error
  deallocate(a, anew)
end program jacobi
