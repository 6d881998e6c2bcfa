! A reduction over a whole array (OpenMP 4.5 §2.15.3.6 allows arrays in Fortran): a
! histogram of values.
! expect-exit: 0
! expect-stdout:
! | hist:  500  500  500  500  500  500  500  500  500  500
program reduction_array
  implicit none
  integer, parameter :: n = 5000
  integer :: hist(0:9), i
  hist = 0
!$omp parallel do reduction(+:hist)
  do i = 1, n
    hist(mod(i * 31, 10)) = hist(mod(i * 31, 10)) + 1
  end do
  print '(a,10i5)', 'hist:', hist
end program
