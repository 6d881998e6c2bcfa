! A target region with ordinary statements runs once (OpenMP 4.5 §2.10.4); a collapsed
! target teams distribute parallel do over a 2-D array.
! expect-exit: 0
! expect-stdout:
! | flag: 42
! | sum(a): 18624600
program target_serial_collapse
  implicit none
  integer, parameter :: n = 40, m = 30
  integer :: a(n, m), flag, i, j
  flag = 0
!$omp target map(tofrom: flag)
  flag = flag + 42
!$omp end target
!$omp target teams distribute parallel do collapse(2) map(from: a)
  do j = 1, m
    do i = 1, n
      a(i, j) = i + 1000 * j
    end do
  end do
  print '(a,i0)', 'flag: ', flag
  print '(a,i0)', 'sum(a): ', sum(a)
end program
