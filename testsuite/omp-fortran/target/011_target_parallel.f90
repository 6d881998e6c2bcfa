! target parallel (OpenMP 4.5 §2.11.5) and a target region whose body is one parallel region
! (§2.10.4, §2.5): one team whose threads each run the region once. Each thread takes its
! cyclic share of the iterations by hand (omp_get_thread_num/omp_get_num_threads); a
! private variable is each thread's, a scalar is firstprivate to the target region (4.5
! §2.15.5), a reduction adds the threads' partial sums. Also the combined target parallel do and target parallel do simd, called
! from a subroutine on assumed-size dummies. Only results that do not depend on the number
! of threads are printed.
! expect-exit: 0
! expect-stdout:
! | shares written:   1501500  T
! | firstprivate added:   1506500   5
! | reduction over the threads:     1506500
! | parallel region in target:   1501500
! | target parallel do simd:     166916.7500
program target_parallel
  use omp_lib
  implicit none
  integer, parameter :: n = 1000
  integer :: a(n), hits, x, i, nth
  integer(8) :: s
  real(8) :: u(n), v(n), dot
  a = 0
  hits = 0
!$omp target parallel map(tofrom: a, hits)
!$omp atomic update
  hits = hits + 1
  do i = 1 + omp_get_thread_num(), n, omp_get_num_threads()
    a(i) = 3 * i
  end do
!$omp end target parallel
  print '(a,i10,l3)', 'shares written:', sum(a), hits >= 1
  x = 5
!$omp target parallel map(tofrom: a) private(nth)
  nth = omp_get_num_threads()
  do i = 1 + omp_get_thread_num(), n, nth
    a(i) = a(i) + x
  end do
!$omp end target parallel
  print '(a,i10,i4)', 'firstprivate added:', sum(a), x
  s = 0
!$omp target parallel reduction(+: s) map(to: a)
  do i = 1 + omp_get_thread_num(), n, omp_get_num_threads()
    s = s + a(i)
  end do
!$omp end target parallel
  print '(a,i12)', 'reduction over the threads:', s
!$omp target map(tofrom: a)
!$omp parallel
  do i = 1 + omp_get_thread_num(), n, omp_get_num_threads()
    a(i) = a(i) - 5
  end do
!$omp end parallel
!$omp end target
  print '(a,i10)', 'parallel region in target:', sum(a)
  do i = 1, n
    u(i) = 0.5d0 * i
  end do
  call scale(u, v, n, 2.0d0)
  dot = 0
!$omp target parallel do simd reduction(+: dot) map(to: u, v)
  do i = 1, n
    dot = dot + u(i) * v(i) / n
  end do
!$omp end target parallel do simd
  print '(a,f16.4)', 'target parallel do simd:', dot
contains
  subroutine scale(x, y, m, f)
    integer, intent(in) :: m
    real(8), intent(in) :: x(*), f
    real(8), intent(out) :: y(*)
    integer :: j
!$omp target parallel do map(to: x(1:m)) map(from: y(1:m))
    do j = 1, m
      y(j) = f * x(j)
    end do
!$omp end target parallel do
  end subroutine scale
end program target_parallel
