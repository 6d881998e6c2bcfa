! Closely nested regions (OpenMP 4.5 §2.17): worksharing and barrier inside worksharing,
! critical or master regions; master inside worksharing; critical inside a critical of the
! same name. A parallel region in between makes the nesting valid.
program nesting
  implicit none
  integer :: i, n, s
  n = 10
  s = 0
!$omp parallel
!$omp single
!$omp do
  do i = 1, n
    s = s + 1
  end do
!$omp end single
!$omp critical
!$omp barrier
!$omp end critical
!$omp do
  do i = 1, n
!$omp master
    s = s + 1
!$omp end master
  end do
!$omp critical (c1)
!$omp critical (c1)
  s = s + 1
!$omp end critical (c1)
!$omp end critical (c1)
!$omp master
!$omp parallel
!$omp single
  s = s + 1
!$omp end single
!$omp end parallel
!$omp end master
!$omp critical (c2)
!$omp critical
  s = s + 1
!$omp end critical
!$omp end critical (c2)
!$omp end parallel
end program
! expect-error: 11:7: a 'do' region may not be closely nested inside a 'single' region (OpenMP 4.5 §2.17)
! expect-error: 17:7: a 'barrier' region may not be closely nested inside a 'critical' region (OpenMP 4.5 §2.17)
! expect-error: 21:7: a 'master' region may not be closely nested inside a 'do' region (OpenMP 4.5 §2.17)
! expect-error: 26:7: a 'critical' region may not be nested inside a 'critical' region of the same name (OpenMP 4.5 §2.17)
