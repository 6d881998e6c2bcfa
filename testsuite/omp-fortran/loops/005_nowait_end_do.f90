! end do nowait (OpenMP 4.5 §2.7.1, Fortran): no barrier after the first loop; the second
! loop writes other data, and the region's end barrier orders everything before the print.
! expect-exit: 0
! expect-stdout:
! | sums: 125250 250500
program nowait_end_do
  implicit none
  integer, parameter :: n = 500
  integer :: a(n), b(n), i
!$omp parallel
!$omp do
  do i = 1, n
    a(i) = i
  end do
!$omp end do nowait
!$omp do
  do i = 1, n
    b(i) = 2 * i
  end do
!$omp end do
!$omp end parallel
  print '(a,i0,1x,i0)', 'sums: ', sum(a), sum(b)
end program
