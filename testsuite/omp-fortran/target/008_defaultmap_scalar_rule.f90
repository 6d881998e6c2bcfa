! OpenMP's implicit rule for scalars (4.5 §2.15.5): a scalar a target region uses and no map
! clause of that target construct names is firstprivate, even where an enclosing target data
! maps it; defaultmap(tofrom: scalar) (and from: scalar) maps it tofrom, defaultmap(to:
! scalar) copies it in (flang-22 does not implement defaultmap(firstprivate: …) yet, so the C
! program 090 has that form); an explicit map makes it tofrom. Every line is the same on the
! host and on a device with its own memory.
! expect-exit: 0
! expect-stdout:
! | host value read: r 14
! | defaultmap(tofrom: scalar): count   100 scale   2.50
! | defaultmap(from: scalar): last   100
! | defaultmap(to: scalar): r     8
! | in target data with defaultmap: z     2
! | target around teams: sum      5050
! | scaled sum:         3000
program defaultmap_scalar_rule
  implicit none
  integer, parameter :: n = 100
  integer :: a(n), y, r, count, last, k, z, i
  integer(8) :: total
  real(8) :: scale
  do i = 1, n
    a(i) = i
  end do

  y = 3
  r = 0
!$omp target data map(to: y)
  y = 7
!$omp target map(from: r)
  r = y * 2
!$omp end target
!$omp end target data
  print '(a,i0)', 'host value read: r ', r

  count = 0
  scale = 1
!$omp target defaultmap(tofrom: scalar) map(to: a)
  do i = 1, n
    count = count + 1
  end do
  scale = 2.5d0
!$omp end target
  print '(a,i6,a,f7.2)', 'defaultmap(tofrom: scalar): count', count, ' scale', scale

  last = -1
!$omp target teams distribute parallel do defaultmap(from: scalar) map(to: a)
  do i = 1, n
    if (i == n) last = a(i)
  end do
!$omp end target teams distribute parallel do
  print '(a,i6)', 'defaultmap(from: scalar): last', last

  k = 7
  r = 0
!$omp target defaultmap(to: scalar) map(from: r)
  r = k + 1
!$omp end target
  print '(a,i6)', 'defaultmap(to: scalar): r', r

  z = 1
!$omp target data map(tofrom: z)
!$omp target defaultmap(tofrom: scalar)
  z = z + 1
!$omp end target
!$omp end target data
  print '(a,i6)', 'in target data with defaultmap: z', z

  total = 0
!$omp target map(to: a) defaultmap(tofrom: scalar)
!$omp teams num_teams(1)
  do i = 1, n
    total = total + a(i)
  end do
!$omp end teams
!$omp end target
  print '(a,i10)', 'target around teams: sum', total

  call scaled_sum(a, n, total)
  print '(a,i13)', 'scaled sum:', total
contains
  subroutine scaled_sum(v, m, s)
    integer, intent(in) :: m, v(m)
    integer(8), intent(out) :: s
    integer :: f, j
    f = 1
    s = 0
!$omp target data map(to: v) map(tofrom: f)
    f = 3
!$omp target teams distribute parallel do map(tofrom: s) reduction(+: s)
    do j = 1, m
      s = s + v(j) / v(j) * f * 10
    end do
!$omp end target data
  end subroutine scaled_sum
end program defaultmap_scalar_rule
