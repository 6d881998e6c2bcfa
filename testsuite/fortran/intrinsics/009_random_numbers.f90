! Intrinsics: random_number after random_seed(put=...) is compiler-specific, so this program
! checks only properties: values in [0,1), the mean of many draws, a repeatable sequence after
! re-seeding, and random_seed(size=) being positive. Printed as pass/fail facts.
! expect-exit: 0
! expect-stdout:
! | seed size positive: T
! | all in [0,1): T
! | mean near 1/2: T
! | repeatable: T
program rng
  implicit none
  integer :: n, i
  integer, allocatable :: seed(:)
  real(8) :: x(10000), y(5), z(5)
  call random_seed(size=n)
  write(*, '(a,l2)') 'seed size positive:', n > 0
  allocate(seed(n))
  seed = [(1234 + 17 * i, i = 1, n)]
  call random_seed(put=seed)
  call random_number(x)
  write(*, '(a,l2)') 'all in [0,1):', all(x >= 0.0d0 .and. x < 1.0d0)
  write(*, '(a,l2)') 'mean near 1/2:', abs(sum(x) / size(x) - 0.5d0) < 0.02d0
  call random_seed(put=seed)
  call random_number(y)
  call random_seed(put=seed)
  call random_number(z)
  write(*, '(a,l2)') 'repeatable:', all(y == z)
end program rng
