! `default(none)` (OpenACC 3.3 §2.5.16) where the arrays in the data clauses live behind a
! Fortran descriptor: an allocatable and an assumed-shape dummy, whole and as sections, on
! parallel loop, kernels and serial, and `present` inside a data region. oxacc took the
! descriptor the region reads the elements through as a variable without a clause and refused
! each construct ("variable 'b' is not in a data clause but default(none) is given").
! expect-exit: 0
! expect-stdout:
! | copyout:      3.0    301.0    601.0
! | section:     21.0    -23.0    -41.0     43.0
! | dummy:      3.0      2.0    601.0
! | sum:     45450.0
program default_none_descriptor_arrays
  implicit none
  integer, parameter :: n = 300
  real(8), allocatable :: b(:), c(:)
  real(8) :: s
  integer :: i
  allocate(b(n), c(n))
  do i = 1, n
    b(i) = i
  end do
  c = 0
  !$acc parallel loop default(none) copyin(b) copyout(c)
  do i = 1, n
    c(i) = 2 * b(i) + 1
  end do
  print '(a, 3f9.1)', 'copyout:', c(1), c(150), c(n)
  !$acc parallel loop default(none) copy(c(11:20))
  do i = 11, 20
    c(i) = -c(i)
  end do
  print '(a, 4f9.1)', 'section:', c(10), c(11), c(20), c(21)
  call smooth(b, c, n)
  print '(a, 3f9.1)', 'dummy:', c(1), c(2), c(n)
  s = 0
  !$acc data copyin(b)
  !$acc kernels default(none) present(b) copy(s)
  !$acc loop reduction(+:s)
  do i = 1, n
    s = s + b(i)
  end do
  !$acc end kernels
  !$acc serial default(none) present(b(1:n)) copy(s)
  s = s + b(n)
  !$acc end serial
  !$acc end data
  print '(a, f12.1)', 'sum:', s
contains
  subroutine smooth(x, y, m)
    real(8), intent(in) :: x(:)
    real(8), intent(inout) :: y(:)
    integer, intent(in) :: m
    integer :: j
    !$acc parallel loop default(none) copyin(x(1:m)) copy(y) firstprivate(m)
    do j = 2, m - 1
      y(j) = (x(j - 1) + x(j) + x(j + 1)) / 3
    end do
  end subroutine smooth
end program default_none_descriptor_arrays
