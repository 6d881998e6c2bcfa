! MOVE_ALLOC needs two allocatable arguments of the same type and rank (§16.9.137), and
! CPU_TIME a real (§16.9.57).
! expect-error: 11:19: 'from' argument of 'move_alloc' intrinsic at (1) must be ALLOCATABLE
! expect-error: 12:19: 'from' argument of 'move_alloc' intrinsic at (1) must be the same type and kind as 'to'
! expect-error: 13:17: 'time' argument of 'cpu_time' intrinsic at (1) must be REAL
program p
  real, allocatable :: a(:), b(:)
  integer, allocatable :: k(:)
  real :: c(3)
  integer :: t
  call move_alloc(c, a)
  call move_alloc(a, k)
  call cpu_time(t)
  call move_alloc(a, b)
end program p
