! Application style: an allocatable array mapped with target enter data and mapped back with
! target exit data (OpenMP 4.5 §2.10.2, §2.10.3) around kernels in a subroutine taking the
! array; target parallel do on array sections.
! expect-exit: 0
! expect-stdout:
! | sum(u):     135450.0
module field
  implicit none
contains
  subroutine scale(u, n, f)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n)
    real(8), intent(in) :: f
    integer :: i
!$omp target parallel do map(tofrom: u(1:n))
    do i = 1, n
      u(i) = u(i) * f
    end do
  end subroutine
end module

program enter_exit_data
  use field
  implicit none
  real(8), allocatable :: u(:)
  integer :: i, n
  n = 300
  allocate(u(n))
  do i = 1, n
    u(i) = i
  end do
!$omp target enter data map(to: u(1:n))
  call scale(u, n, 3d0)
!$omp target exit data map(from: u(1:n))
  print '(a,f12.1)', 'sum(u): ', sum(u)
  deallocate(u)
end program
