! A reduction on an allocatable array on a target construct is refused, as on the host
! constructs (the region's references go through the descriptor, which the private copy does
! not replace). A target construct's reduction on an array of its own storage is accepted.
subroutine reduce(n)
  implicit none
  integer :: n, i
  real :: f(4)
  real, allocatable :: b(:)
  allocate(b(4))
  !$omp target teams distribute parallel do reduction(+:b)
  do i = 1, n
    b(1) = b(1) + 1
  end do
  !$omp target teams distribute reduction(+:f)
  do i = 1, n
    f(1) = f(1) + 1
  end do
end subroutine reduce
! expect-error: 10:57: a reduction on an allocatable, pointer or assumed-shape array is not supported yet
