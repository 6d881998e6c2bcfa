! Named and unnamed critical sections (OpenMP 4.5 §2.13.2): two counters updated under two
! names, a third under the unnamed one.
! expect-exit: 0
! expect-stdout:
! | a b c:   45150   90300     300
program critical_named
  implicit none
  integer :: a, b, c, i
  a = 0; b = 0; c = 0
!$omp parallel do
  do i = 1, 300
!$omp critical (ca)
    a = a + i
!$omp end critical (ca)
!$omp critical(cb)
    b = b + 2 * i
!$omp end critical(cb)
!$omp critical
    c = c + 1
!$omp end critical
  end do
!$omp end parallel do
  print '(a,3i8)', 'a b c:', a, b, c
end program
