! target teams distribute parallel do with map clauses and a reduction (OpenMP 4.5
! §2.10.4, §2.11.14, §2.15.5.1), with its optional end directive.
! expect-exit: 0
! expect-stdout:
! | s, b(n):    1001000.0  2000.0
program target_teams_loop
  implicit none
  integer, parameter :: n = 1000
  real(8) :: a(n), b(n), s
  integer :: i
  do i = 1, n
    a(i) = i
  end do
  s = 0
!$omp target teams distribute parallel do map(to: a) map(from: b) reduction(+:s)
  do i = 1, n
    b(i) = 2 * a(i)
    s = s + b(i)
  end do
!$omp end target teams distribute parallel do
  print '(a,f12.1,f8.1)', 's, b(n): ', s, b(n)
end program
