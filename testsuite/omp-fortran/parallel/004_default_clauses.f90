! default(shared) and default(none) with every variable listed; shared arrays written by
! thread-disjoint elements.
! expect-exit: 0
! expect-stdout:
! | sum of squares: 89440
! | after: 87360
program default_clauses
  use omp_lib
  implicit none
  integer, parameter :: n = 64
  integer :: a(n), i, me, nt
  a = 0
!$omp parallel default(none) shared(a) private(i, me, nt)
  me = omp_get_thread_num()
  nt = omp_get_num_threads()
  do i = 1 + me, n, nt
    a(i) = i * i
  end do
!$omp end parallel
  print '(a,i0)', 'sum of squares: ', sum(a)
!$omp parallel default(shared)
!$omp do
  do i = 1, n
    a(i) = a(i) - i
  end do
!$omp end do
!$omp end parallel
  print '(a,i0)', 'after: ', sum(a)
end program
