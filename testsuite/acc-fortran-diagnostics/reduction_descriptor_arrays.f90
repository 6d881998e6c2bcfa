! A reduction on an array reached through a descriptor (allocatable, pointer, assumed-shape) is
! refused: the region's references go through the descriptor, which the private copy does not
! replace (each thread added into the shared elements, and the one-element private copy's
! combination wrote past it). Arrays of their own storage are reduced as before.
subroutine reduce(a, n)
  implicit none
  integer :: n, i
  real :: a(:), f(4), e(n)
  real, allocatable, target :: b(:)
  real, pointer :: p(:)
  allocate(b(4))
  p => b
  !$acc parallel loop reduction(+:a)
  do i = 1, n
    a(1) = a(1) + 1
  end do
  !$acc parallel loop reduction(+:b, f) reduction(max:p)
  do i = 1, n
    b(1) = b(1) + 1
    f(1) = f(1) + 1
  end do
end subroutine reduce
! expect-error: 13:35: a reduction on an allocatable, pointer or assumed-shape array is not supported yet
! expect-error: 17:35: a reduction on an allocatable, pointer or assumed-shape array is not supported yet
! expect-error: 17:55: a reduction on an allocatable, pointer or assumed-shape array is not supported yet
