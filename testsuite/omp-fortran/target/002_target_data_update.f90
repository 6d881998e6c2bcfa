! target data with map(to:) and map(alloc:) around a target region whose body is one teams
! construct, then target update from (OpenMP 4.5 §2.10.1, §2.10.5, §2.10.7).
! expect-exit: 0
! expect-stdout:
! | sum(c):     125750.0
program target_data_update
  implicit none
  integer, parameter :: n = 500
  real(8) :: a(n), c(n)
  integer :: i
  do i = 1, n
    a(i) = i
  end do
  c = -1
!$omp target data map(to: a) map(alloc: c)
!$omp target
!$omp teams distribute parallel do
  do i = 1, n
    c(i) = a(i) + 1
  end do
!$omp end target
!$omp target update from(c)
!$omp end target data
  print '(a,f12.1)', 'sum(c): ', sum(c)
end program
