! User-defined reductions (OpenMP 4.5 §2.16) on combined target loop constructs: a minimum
! with its index of a derived type (the combiner keeps the smaller index on ties, so the
! result does not depend on how the iterations are split), beside a built-in reduction, on
! `target teams distribute parallel do` over 10^5 values; a user max on real(8) with an
! initializer, on `target parallel do` with a negative step; a user sum of a pair on the
! variable of an enclosing `target data` region (the result goes to its device copy and
! reaches the host with `target update from`, 5.0 §2.19.7).
! expect-exit: 0
! expect-stdout:
! | min  -7.500 at  4099 iterations 100000
! | max over the even indices   9.980
! | pair in target data  5000050000  100000
module udr_types
  implicit none
  type :: minloc_t
    real(8) :: v
    integer :: i
  end type minloc_t
  type :: pair_t
    integer(8) :: s = 0
    integer :: n = 0
  end type pair_t
end module udr_types

program udr_target_loops
  use udr_types
  implicit none
  integer, parameter :: n = 100000
  real(8) :: a(n), mx
  type(minloc_t) :: m
  type(pair_t) :: p
  integer :: i, k
!$omp declare reduction(argmin : minloc_t : omp_out = minloc_t( &
!$omp   merge(omp_in%v, omp_out%v, omp_in%v < omp_out%v .or. (omp_in%v == omp_out%v .and. omp_in%i < omp_out%i)), &
!$omp   merge(omp_in%i, omp_out%i, omp_in%v < omp_out%v .or. (omp_in%v == omp_out%v .and. omp_in%i < omp_out%i)))) &
!$omp   initializer(omp_priv = minloc_t(huge(1.0d0), -1))
!$omp declare reduction(umax : real(8) : omp_out = max(omp_out, omp_in)) &
!$omp   initializer(omp_priv = -huge(1.0d0))
!$omp declare reduction(psum : pair_t : omp_out = pair_t(omp_out%s + omp_in%s, omp_out%n + omp_in%n)) &
!$omp   initializer(omp_priv = pair_t(0, 0))
  do i = 1, n
    a(i) = mod(i * 7919, 1000) / 100.0d0
  end do
  a(4099) = -7.5d0
  a(50001) = -7.5d0
  m = minloc_t(huge(1.0d0), -1)
  k = 0
!$omp target teams distribute parallel do map(to: a) reduction(argmin: m) reduction(+: k)
  do i = 1, n
    k = k + 1
    if (a(i) < m%v .or. (a(i) == m%v .and. i < m%i)) then
      m%v = a(i)
      m%i = i
    end if
  end do
!$omp end target teams distribute parallel do
  print '(a,f8.3,a,i6,a,i7)', 'min', m%v, ' at', m%i, ' iterations', k
  mx = -huge(1.0d0)
!$omp target parallel do reduction(umax: mx) map(to: a)
  do i = n, 1, -2
    mx = max(mx, a(i))
  end do
!$omp end target parallel do
  print '(a,f8.3)', 'max over the even indices', mx
  p = pair_t(0, 0)
!$omp target data map(tofrom: p) map(to: a)
!$omp target teams distribute parallel do reduction(psum: p)
  do i = 1, n
    p%s = p%s + i
    p%n = p%n + 1
  end do
!$omp end target teams distribute parallel do
!$omp target update from(p)
  print '(a,i12,i8)', 'pair in target data', p%s, p%n
!$omp end target data
end program udr_target_loops
