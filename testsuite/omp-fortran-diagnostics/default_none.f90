! default(none) (OpenMP 4.5 §2.15.3.1): every referenced variable listed, DO variables
! predetermined private; gfortran -c reports the same lines (at the right-hand side's use).
program dn
  implicit none
  integer :: i, n, s, a(10), k
  n = 10
  s = 0
!$omp parallel default(none) shared(a) private(k)
  k = 1
  do i = 1, n
    a(i) = i + k
  end do
  s = s + 1
!$omp end parallel
!$omp parallel do default(none) shared(a, n) reduction(+:s)
  do i = 1, n
    s = s + a(i)
  end do
end program
! expect-error: 10:13: 'n' is not listed in a data-sharing clause of a construct with default(none) (OpenMP 4.5 §2.15.3.1)
! expect-error: 13:3: 's' is not listed in a data-sharing clause of a construct with default(none) (OpenMP 4.5 §2.15.3.1)
