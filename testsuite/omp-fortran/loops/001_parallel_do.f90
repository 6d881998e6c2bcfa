! parallel do (OpenMP 4.5 §2.11.1) over a saxpy, with and without the optional end directive.
! expect-exit: 0
! expect-stdout:
! | sum:     50015000.0
! | ends:        2.0   10001.0
program parallel_do
  implicit none
  integer, parameter :: n = 10000
  real :: x(n), y(n)
  integer :: i
  do i = 1, n
    x(i) = real(i)
    y(i) = 1.0
  end do
!$omp parallel do
  do i = 1, n
    y(i) = 2.0 * x(i) + y(i)
  end do
!$omp end parallel do
!$omp parallel do
  do i = 1, n
    y(i) = y(i) - x(i)
  end do
  print '(a,f14.1)', 'sum: ', sum(real(y, 8))
  print '(a,2f10.1)', 'ends: ', y(1), y(n)
end program
