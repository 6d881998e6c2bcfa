! Worksharing DO loops in parallel regions of target regions (OpenMP 4.5 §2.7.1, §2.10): `target
! parallel` with an `!$omp do` as its last statement, a `parallel` region in `target teams` whose
! `!$omp do` ends with `nowait` and is followed by other loops, a collapsed nest, a loop whose
! bounds are not a multiple of the team size, and a procedure taking the arrays.
! expect-exit: 0
! expect-stdout:
! | target parallel: 22.0 1006.0 521548.0
! | nowait: 50100.0 83667
! | collapse: 101 2937 1629887
module work
  implicit none
contains
  subroutine scale(n, a, b, f)
    integer, intent(in) :: n
    real(8), intent(in) :: b(n), f
    real(8), intent(out) :: a(n)
    integer :: i
    !$omp target parallel map(from: a) map(to: b)
    !$omp do
    do i = 1, n
      a(i) = f * b(i) + i
    end do
    !$omp end do
    !$omp end target parallel
  end subroutine
end module

program parallel_region_do
  use work
  implicit none
  integer, parameter :: n = 1003, m = 37, k = 29
  real(8) :: a(n), b(n), c(n)
  integer :: g(k, m), h(n), i, j

  b = [(mod(i * 7, 13), i = 1, n)]
  call scale(n, a, b, 3d0)
  print '(a,f0.1,1x,f0.1,1x,f0.1)', 'target parallel: ', a(1), a(n), sum(a)

  c = 0
  h = 0
  !$omp target teams num_teams(1) map(tofrom: c, h) map(to: b)
  !$omp parallel
  !$omp do
  do i = 1, n
    c(i) = b(i) * b(i)
  end do
  !$omp end do nowait
  !$omp do
  do i = 2, n, 3
    h(i) = i / 2
  end do
  !$omp end parallel
  !$omp end target teams
  print '(a,f0.1,1x,i0)', 'nowait: ', sum(c), sum(h)

  g = -1
  !$omp target parallel map(tofrom: g)
  !$omp do collapse(2)
  do j = 1, m
    do i = 1, k
      g(i, j) = i * 100 + j
    end do
  end do
  !$omp end target parallel
  print '(a,i0,1x,i0,1x,i0)', 'collapse: ', g(1, 1), g(k, m), sum(g)
end program
