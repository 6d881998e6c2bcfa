! Tasks generated in a loop by one thread (OpenMP 4.5 §2.9.1): the loop variable is
! firstprivate in each task without a clause (§2.15.1.1: private in the enclosing parallel
! region), the array shared; taskwait before the result is read.
! expect-exit: 0
! expect-stdout:
! | sum of squares: 2686700
program tasks_in_single
  implicit none
  integer :: a(200), i, n
  n = 200
  a = 0
!$omp parallel
!$omp single
  do i = 1, n
!$omp task
    a(i) = i * i
!$omp end task
  end do
!$omp taskwait
!$omp end single
!$omp end parallel
  print '(a,i0)', 'sum of squares: ', sum(a)
end program
