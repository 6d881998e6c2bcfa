! Loop reductions on sections of module allocatable and pointer arrays and of an
! assumed-shape dummy, in compute regions with no data clause for them (a histogram routine):
! the section's bounds are values of the region, read from the array's descriptor there, and
! the array is implicitly `copy` (OpenACC 3.3 §2.6.2, §2.5.15). The C twin with
! variable-length arrays is acc/reduction/072.
! reference: without -fopenacc
! expect-exit: 0
! expect-stdout:
! | allocatable: 2.0 3.0 3.0 2.0
! | assumed shape: .0 3.0 3.0 3.0
! | pointer kernels: 4.0 4.0 4.0 4.0
! | pointer section: .0 24.0 15.0 18.0 21.0 .0
module histo
  implicit none
  real(8), allocatable :: h(:)
  real(8), pointer :: p(:) => null()
  integer :: nb = 4
contains
  subroutine count_alloc(n)
    integer, intent(in) :: n
    integer :: i
    !$acc parallel loop gang reduction(+:h(1:nb))
    do i = 1, n
      h(mod(i, nb) + 1) = h(mod(i, nb) + 1) + 1
    end do
  end subroutine

  subroutine count_dummy(x, n)
    real(8), intent(inout) :: x(:)
    integer, intent(in) :: n
    integer :: i
    !$acc parallel
    !$acc loop gang vector reduction(+:x(2:size(x)))
    do i = 1, n
      x(mod(i, 3) + 2) = x(mod(i, 3) + 2) + 1
    end do
    !$acc end parallel
  end subroutine

  subroutine count_pointer(n)
    integer, intent(in) :: n
    integer :: i
    !$acc kernels
    !$acc loop gang reduction(+:p(1:nb))
    do i = 1, n
      p(mod(i, nb) + 1) = p(mod(i, nb) + 1) + 2
    end do
    !$acc end kernels
  end subroutine
end module

program section_reductions
  use histo
  implicit none
  real(8) :: y(4)
  real(8), target :: t(4), u(6)
  integer :: i, n
  allocate(h(4))
  h = 0
  call count_alloc(10)
  print '(a, 4(1x, f0.1))', 'allocatable:', h
  y = 0
  call count_dummy(y, 9)
  print '(a, 4(1x, f0.1))', 'assumed shape:', y
  t = 0
  p => t
  call count_pointer(8)
  print '(a, 4(1x, f0.1))', 'pointer kernels:', t
  u = 0
  p => u
  n = 10
  !$acc parallel
  !$acc loop gang reduction(+:p(2:n/2))
  do i = 1, 12
    p(mod(i, 4) + 2) = p(mod(i, 4) + 2) + i
  end do
  !$acc end parallel
  print '(a, 6(1x, f0.1))', 'pointer section:', u
end program
