! firstprivate and private on a worksharing DO; a negative stride and an expression bound.
! expect-exit: 0
! expect-stdout:
! | sum: 240200
! | offset: 1000
program firstprivate_do
  implicit none
  integer :: a(200), i, offset, tmp, n
  offset = 1000
  n = 200
!$omp parallel
!$omp do firstprivate(offset) private(tmp)
  do i = n, 1, -1
    tmp = i * 2
    a(i) = tmp + offset
  end do
!$omp end parallel
  print '(a,i0)', 'sum: ', sum(a)
  print '(a,i0)', 'offset: ', offset
end program
