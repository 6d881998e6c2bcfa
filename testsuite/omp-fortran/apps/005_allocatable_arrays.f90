! Allocatable arrays shared in a parallel do (their descriptors are shared), sized at run
! time; a reduction over an allocatable's elements.
! expect-exit: 0
! expect-stdout:
! | dot:     1431655424.0
program allocatable_arrays
  implicit none
  real(8), allocatable :: a(:), b(:)
  real(8) :: s
  integer :: i, n
  n = 2048
  allocate(a(n), b(n))
!$omp parallel do
  do i = 1, n
    a(i) = i
    b(i) = n - i
  end do
  s = 0
!$omp parallel do reduction(+:s)
  do i = 1, n
    s = s + a(i) * b(i)
  end do
  print '(a,f16.1)', 'dot: ', s
  deallocate(a, b)
end program
