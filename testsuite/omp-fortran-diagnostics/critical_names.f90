! The name on 'end critical' must be the construct's (OpenMP 4.5 §2.13.2); gfortran reports
! the same lines.
program crit
  integer :: s
  s = 0
!$omp critical (a)
  s = 1
!$omp end critical (b)
!$omp critical
  s = 2
!$omp end critical (a)
!$omp critical (c)
  s = 3
!$omp end critical
!$omp critical (d)
  s = 4
!$omp end critical (d)
end program
! expect-error: 8:7: expected '!$omp end critical (a)', found '!$omp end critical (b)'
! expect-error: 11:7: expected '!$omp end critical', found '!$omp end critical (a)'
! expect-error: 14:7: expected '!$omp end critical (c)', found '!$omp end critical'
