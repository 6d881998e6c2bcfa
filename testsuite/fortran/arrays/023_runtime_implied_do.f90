! Arrays: array constructors with implied-DO bounds known only at run time (§7.8): an
! allocatable assigned from one (reallocated to its size), a negative step, a reduction over
! one, and the implied-DO variable as its own entity that leaves a variable of the same name
! untouched (§19.4); constructors joining arrays of run-time size (a growing list).
! expect-exit: 0
! expect-stdout:
! |   0.50  1.00  1.50  2.00  42
! |   10   8   6   4   2
! |   5050
! |   1251  1268  1438  12
! |   4.00  2.00  2
! |    1  -1   4  -2   9  -3  16  -4  25  -5
! |   -1   4   7  25  -5
program runtime_implied_do
  implicit none
  integer :: n, i, k
  real(8), allocatable :: a(:)
  integer :: b(5)
  integer, allocatable :: seed(:)
  n = 4
  i = 42
  a = [(real(i, 8) / 2, i = 1, n)]
  print '(4f6.2,i4)', a, i
  k = 2
  b = [(i * k, i = n + 1, 1, -1)]
  print '(5i4)', b
  print '(i6)', sum([(i, i = 1, n * 25)])
  allocate(seed(3 * n))
  seed = [(1234 + 17 * i, i = 1, size(seed))]
  print '(3i6,i4)', seed(1), seed(2), seed(12), size(seed)
  a = [(a(i) * 2, i = size(a), 1, -2)]
  print '(2f6.2,i3)', a, size(a)
  deallocate(seed)
  allocate(seed(0))
  do i = 1, 5
    seed = [seed, i * i, -i]
  end do
  print '(10i4)', seed
  b = [seed(2:3), 7, seed(size(seed) - 1:)]
  print '(5i4)', b
end program runtime_implied_do
