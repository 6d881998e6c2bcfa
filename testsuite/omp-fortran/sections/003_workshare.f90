! workshare (OpenMP 4.5 §2.7.4): array assignments and intrinsics inside; the units of work
! may be run by one thread, the result is the same.
! expect-exit: 0
! expect-stdout:
! | s =    15150.0
! | sum(a) =     5050.0
program workshare
  implicit none
  integer, parameter :: n = 100
  real(8) :: a(n), b(n), c(n), s
  integer :: i
  do i = 1, n
    a(i) = i
  end do
!$omp parallel
!$omp workshare
  b = 2d0 * a
  c = b + a
  s = sum(c)
!$omp end workshare
!$omp end parallel
  print '(a,f10.1)', 's = ', s
!$omp parallel workshare
  a = c - b
!$omp end parallel workshare
  print '(a,f10.1)', 'sum(a) = ', sum(a)
end program
