! `!$omp do simd` in `!$omp target parallel` and in a parallel region of `!$omp target teams`,
! `!$omp parallel do simd` in `!$omp target` (OpenMP 4.5 §2.8.3, §2.11.4), with `firstprivate`,
! `lastprivate` and `linear`: the team's threads share the iterations as for `!$omp do`, each
! running its share in order, and the clauses are `do`'s (decision 47). Module procedures
! taking assumed-shape and explicit-shape arrays; output independent of the team size.
! expect-exit: 0
! expect-stdout:
! | do simd: 2048 4095 T
! | linear: 3001 T
! | parallel do simd: 999 5.0 T
module simd_kernels
  implicit none
contains
  subroutine axpy_last(a, x, y, lasti, lastv)
    real(8), intent(in) :: a
    real(8), intent(in) :: x(:)
    real(8), intent(inout) :: y(:)
    integer, intent(out) :: lasti
    real(8), intent(out) :: lastv
    integer :: i
    real(8) :: s
    s = 0
    lasti = 0
    !$omp target parallel map(tofrom: s, lasti)
    !$omp do simd firstprivate(a) lastprivate(s, lasti)
    do i = 1, size(x)
      s = a * x(i) + y(i)
      y(i) = s
      lasti = i
    end do
    !$omp end do simd
    !$omp end target parallel
    lastv = s
  end subroutine

  subroutine strided(n, out, j)
    integer, intent(in) :: n
    integer, intent(out) :: out(n)
    integer, intent(inout) :: j
    integer :: i
    !$omp target teams num_teams(1) map(tofrom: j)
    !$omp parallel
    !$omp do simd linear(j: 3)
    do i = 1, n
      out(i) = j
      j = j + 3
    end do
    !$omp end parallel
    !$omp end target teams
  end subroutine

  subroutine shifted(n, v, w, k)
    integer, intent(in) :: n
    real(4), intent(in) :: v(n)
    real(4), intent(out) :: w(n)
    integer, intent(out) :: k
    integer :: i
    real(4) :: d
    d = 4
    k = -1
    !$omp target map(tofrom: k)
    !$omp parallel do simd firstprivate(d) lastprivate(k)
    do i = 0, n - 1
      w(i + 1) = v(i + 1) + d
      k = i
    end do
    !$omp end target
  end subroutine
end module

program do_simd
  use simd_kernels
  implicit none
  real(8) :: x(2048), y(2048), lastv
  real(4) :: v(1000), w(1000)
  integer :: out(1000), lasti, i, j, k
  x = [(real(i, 8), i = 1, 2048)]
  y = [(real(i - 1, 8), i = 1, 2048)]
  call axpy_last(1.0d0, x, y, lasti, lastv)
  print '(a,i0,1x,i0,1x,l1)', 'do simd: ', lasti, int(lastv), all(y == [(real(2 * i - 1, 8), i = 1, 2048)])
  j = 1
  call strided(1000, out, j)
  print '(a,i0,1x,l1)', 'linear: ', j, all(out == [(1 + 3 * (i - 1), i = 1, 1000)])
  v = 1
  call shifted(1000, v, w, k)
  print '(a,i0,1x,f0.1,1x,l1)', 'parallel do simd: ', k, w(1000), all(w == 5)
end program
