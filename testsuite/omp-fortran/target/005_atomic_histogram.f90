! Application style: a histogram on the device, atomic updates inside the distributed loop
! of a target region (OpenMP 4.5 §2.13.6 in a target region), in a subroutine taking the
! data.
! expect-exit: 0
! expect-stdout:
! | bins:  1670  1670  1670  1670  1660  1660
! | total: 10000
subroutine histogram(x, n, bins, nb)
  implicit none
  integer, intent(in) :: n, nb
  integer, intent(in) :: x(n)
  integer, intent(inout) :: bins(nb)
  integer :: i, b
!$omp target map(to: x) map(tofrom: bins)
!$omp teams distribute parallel do private(b)
  do i = 1, n
    b = mod(x(i), nb) + 1
!$omp atomic update
    bins(b) = bins(b) + 1
  end do
!$omp end target
end subroutine

program atomic_histogram
  implicit none
  integer, parameter :: n = 10000, nb = 6
  integer :: x(n), bins(nb), i
  do i = 1, n
    x(i) = mod(i * 7919, 1000)
  end do
  bins = 0
  call histogram(x, n, bins, nb)
  print '(a,6i6)', 'bins:', bins
  print '(a,i0)', 'total: ', sum(bins)
end program
