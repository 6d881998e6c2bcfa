! lastprivate of the DO variable on a worksharing DO inside a parallel region (OpenMP 4.5
! §2.15.1.1: the associated loop is not a sequential loop of the region, so its variable is
! shared there and gets the value after the last iteration).
! expect-exit: 0
! expect-stdout:
! | i=101 last=100
program lp
  implicit none
  integer :: i, last
  i = -5
!$omp parallel
!$omp do lastprivate(i, last)
  do i = 1, 100
    last = i
  end do
!$omp end do
!$omp end parallel
  print '(a,i0,a,i0)', 'i=', i, ' last=', last
end program
