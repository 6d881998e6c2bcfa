! Application style: a histogram filled with atomic updates from a parallel do, in a
! subroutine taking the data and the bins as dummies.
! expect-exit: 0
! expect-stdout:
! | bins:  2500  2500  2500  2500  2500  2500  2500  2500
! | total: 20000
subroutine histogram(x, n, bins, nb)
  implicit none
  integer, intent(in) :: n, nb
  real, intent(in) :: x(n)
  integer, intent(inout) :: bins(nb)
  integer :: i, b
!$omp parallel do private(b)
  do i = 1, n
    b = min(nb, int(x(i) * nb) + 1)
!$omp atomic
    bins(b) = bins(b) + 1
  end do
end subroutine

program histogram_atomic
  implicit none
  integer, parameter :: n = 20000, nb = 8
  real :: x(n)
  integer :: bins(nb), i
  do i = 1, n
    x(i) = mod(i * 7919, 1000) / 1000.0
  end do
  bins = 0
  call histogram(x, n, bins, nb)
  print '(a,8i6)', 'bins:', bins
  print '(a,i0)', 'total: ', sum(bins)
end program
