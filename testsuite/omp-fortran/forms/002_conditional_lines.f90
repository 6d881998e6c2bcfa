! Free form: !$ conditional compilation lines (OpenMP 4.5 §2.2.1) and !$omp continuation
! lines with and without the leading ampersand.
! expect-exit: 0
! expect-stdout:
! | openmp=1 s=55
program conditional_lines
!$ use omp_lib
  implicit none
  integer :: i, s, compiled
  compiled = 0
!$ compiled = 1
  s = 0
!$omp parallel do &
!$omp   schedule(static) &
!$omp&  reduction(+:s)
  do i = 1, 10
    s = s + i
  end do
  print '(a,i0,a,i0)', 'openmp=', compiled, ' s=', s
!$ if (omp_get_max_threads() < 1) print '(a)', 'no threads?'
end program
