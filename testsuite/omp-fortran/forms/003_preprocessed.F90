! A preprocessed file (.F90): _OPENMP is defined under -fopenmp (OpenMP 4.5 §2.2; its
! value, the version date, differs between implementations).
! expect-exit: 0
! expect-stdout:
! | _OPENMP is a date: T
! | s=2550
program preprocessed
  implicit none
  integer :: s, i
#ifdef _OPENMP
  print '(a,l1)', '_OPENMP is a date: ', _OPENMP > 199000
#else
  print '(a)', 'no _OPENMP'
#endif
  s = 0
!$omp parallel do reduction(+:s)
  do i = 1, 50
    s = s + 2 * i
  end do
  print '(a,i0)', 's=', s
end program
