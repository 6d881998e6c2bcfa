! Application style: a parallel region calls a subroutine that takes arrays and uses an
! orphaned worksharing DO (OpenMP 4.5 §2.7.1 binds it to the enclosing parallel region).
! expect-exit: 0
! expect-stdout:
! | sum:    1002000.0
! | timed: T
module kernels
  implicit none
contains
  subroutine scale(a, n, f)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n)
    real(8), intent(in) :: f
    integer :: i
!$omp do
    do i = 1, n
      a(i) = a(i) * f
    end do
!$omp end do
  end subroutine
  subroutine shift(a, n, d)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: d
    integer :: i
!$omp do schedule(dynamic, 7)
    do i = 1, n
      a(i) = a(i) + d
    end do
  end subroutine
end module

program nested_procedures
  use kernels
  use omp_lib
  implicit none
  integer, parameter :: n = 1000
  real(8) :: a(n), t0, elapsed
  integer :: i
  do i = 1, n
    a(i) = i
  end do
  t0 = omp_get_wtime()
!$omp parallel
  call scale(a, n, 2d0)
  call shift(a, n, 1d0)
!$omp end parallel
  elapsed = omp_get_wtime() - t0
  print '(a,f12.1)', 'sum: ', sum(a)
  print '(a,l1)', 'timed: ', elapsed >= 0d0
end program
