! The barrier at the end of a worksharing DO in a parallel region of a target region (OpenMP
! 4.5 §2.7.1: without `nowait` the threads of the team wait for each other there): later
! statements of the region read what other threads wrote in the loop. `target parallel` with
! two loops, the second reading the first's elements in reverse order; `target teams` with a
! `parallel` region of three phases (an `!$omp do` without its `end do`, one with it, and a
! last one reading the second's results in reverse); a collapsed nest read transposed; and a
! module procedure with assumed-shape arrays doing a two-phase stencil.
! expect-exit: 0
! expect-stdout:
! | reverse: 500500.0 1000.0 1.0
! | phases: 2747000 2 40003
! | transpose: 102 2231 795708
! | stencil: 7.000000 11652.000000
module stencil
  implicit none
contains
  subroutine smooth(u, v)
    real(8), intent(inout) :: u(:)
    real(8), intent(out) :: v(:)
    integer :: i, n
    n = size(u)
    !$omp target parallel map(tofrom: u) map(from: v)
    !$omp do
    do i = 1, n
      u(i) = mod(i * 7, 11)
    end do
    !$omp end do
    !$omp do
    do i = 2, n - 1
      v(i) = u(i - 1) + u(i) + u(i + 1)
    end do
    !$omp end do
    !$omp do
    do i = 1, n, n - 1
      v(i) = u(i)
    end do
    !$omp end target parallel
  end subroutine
end module

program do_barrier
  use stencil
  implicit none
  integer, parameter :: n = 1000, m = 200, k = 23, l = 31
  real(8) :: a(n), b(n), u(777), v(777)
  integer :: c(m), d(m), e(m), g(k, l), h(l, k), i, j

  !$omp target parallel map(from: a, b)
  !$omp do
  do i = 1, n
    a(i) = i
  end do
  !$omp do
  do i = 1, n
    b(i) = a(n + 1 - i)
  end do
  !$omp end target parallel
  print '(a,f0.1,1x,f0.1,1x,f0.1)', 'reverse: ', sum(b), b(1), b(n)

  !$omp target teams num_teams(1) map(from: c, d, e)
  !$omp parallel
  !$omp do
  do i = 1, m
    c(i) = i * i
  end do
  !$omp do
  do i = 1, m
    d(i) = c(m + 1 - i) - c(m - i + 1) + c(i) / i
  end do
  !$omp end do
  !$omp do
  do i = 1, m
    e(i) = d(m + 1 - i) * 3 + c(i)
  end do
  !$omp end parallel
  !$omp end target teams
  print '(a,i0,1x,i0,1x,i0)', 'phases: ', sum(e), d(2), e(m)

  !$omp target parallel map(from: g, h)
  !$omp do collapse(2)
  do j = 1, l
    do i = 1, k
      g(i, j) = i * 100 + j
    end do
  end do
  !$omp do
  do i = 1, k
    do j = 1, l
      h(j, i) = g(i, j) - g(1, 1) + 1
    end do
  end do
  !$omp end target parallel
  print '(a,i0,1x,i0,1x,i0)', 'transpose: ', g(1, 2), h(l, k), sum(h)

  call smooth(u, v)
  print '(a,f0.6,1x,f0.6)', 'stencil: ', v(1), sum(v)
end program
