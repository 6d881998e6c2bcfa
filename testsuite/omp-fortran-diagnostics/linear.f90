! linear (OpenMP 4.5 §2.15.3.7) on loops takes integer scalars (gfortran reports line 8 too).
program linear_errors
  implicit none
  integer :: i, j
  real :: x
  j = 0
  x = 0
!$omp parallel do linear(x) linear(j: 2)
  do i = 1, 10
    x = x + 1
    j = j + 2
  end do
end program linear_errors
! expect-error: 8:26: 'linear' variable 'x' must be an integer scalar (OpenMP 4.5 §2.15.3.7)
