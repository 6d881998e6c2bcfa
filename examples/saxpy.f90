! saxpy in Fortran: y = a*x + y over a million elements (plain Fortran, no OpenACC yet).
program saxpy
  implicit none
  integer, parameter :: n = 2**20
  real, allocatable :: x(:), y(:)
  real, parameter :: a = 2.0
  integer :: i, errors

  allocate(x(n), y(n))
  do i = 1, n
    x(i) = real(i - 1)
    y(i) = 1.0
  end do
  call axpy(n, a, x, y)
  errors = 0
  do i = 1, n
    if (y(i) /= 2.0 * real(i - 1) + 1.0) errors = errors + 1
  end do
  if (errors == 0) then
    write(*, '(a,i0,a)') 'saxpy over ', n, ' elements: correct'
  else
    write(*, '(a,i0,a)') 'saxpy over ', n, ' elements: WRONG'
    error stop 1
  end if
  deallocate(x, y)

contains

  subroutine axpy(m, alpha, xs, ys)
    integer, intent(in) :: m
    real, intent(in) :: alpha, xs(m)
    real, intent(inout) :: ys(m)
    integer :: k
    do k = 1, m
      ys(k) = alpha * xs(k) + ys(k)
    end do
  end subroutine axpy
end program saxpy
