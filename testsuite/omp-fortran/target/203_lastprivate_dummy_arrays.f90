! `lastprivate` of explicit-shape dummy arrays on loops in target regions (OpenMP 4.5
! §2.15.3.5): each thread works in a private copy of the whole array (the elements of run-time
! size), and the thread that runs the sequentially last iteration copies its copy out into the
! caller's array. `!$omp target teams distribute parallel do` and `!$omp target parallel do`
! (with a scalar beside it) in module procedures taking rank-1 and rank-2 explicit-shape
! dummies; `!$omp do` in a parallel region of a target region. Each iteration assigns the
! whole private copy (its other elements would be undefined). flang-22 does not lower `lastprivate` on target constructs ("not yet
! implemented"), so the reference is the sequential meaning, which the program keeps.
! reference: without -fopenmp
! expect-exit: 0
! expect-stdout:
! | teams:    100   101   102   103   200
! | parallel:     50    51    52    52    53   150    50
! | team loop:     30    60    90
module lastwork
  implicit none
contains
  subroutine ramp(a, n)
    integer, intent(in) :: n
    integer, intent(inout) :: a(n)
    integer :: i, j
    !$omp target teams distribute parallel do lastprivate(a) map(tofrom: a)
    do i = 1, 100
      do j = 1, n - 1
        a(j) = i + j - 1
      end do
      a(n) = 2 * i
    end do
  end subroutine

  subroutine grid(g, n, k)
    integer, intent(in) :: n
    integer, intent(inout) :: g(2, n)
    integer, intent(out) :: k
    integer :: i, j
    !$omp target parallel do lastprivate(g, k) map(tofrom: g)
    do i = 1, 50
      do j = 1, n
        g(1, j) = i + j - 1
        g(2, j) = i + j + 1
      end do
      g(2, n) = 3 * i
      k = i
    end do
  end subroutine

  subroutine team_loop(t, m)
    integer, intent(in) :: m
    integer, intent(inout) :: t(m)
    integer :: i, j
    !$omp target map(tofrom: t)
    !$omp parallel
    !$omp do lastprivate(t)
    do i = 1, 30
      do j = 1, m
        t(j) = i * j
      end do
    end do
    !$omp end do
    !$omp end parallel
    !$omp end target
  end subroutine

end module

program lastprivate_dummy_arrays
  use lastwork
  implicit none
  integer :: a(5), g(2, 3), t(3), k
  a = 0
  g = 0
  t = 0
  call ramp(a, 5)
  print '(a, 5i6)', 'teams: ', a
  call grid(g, 3, k)
  print '(a, 7i6)', 'parallel: ', g(1, :), g(2, 1:2), g(2, 3), k
  call team_loop(t, 3)
  print '(a, 3i6)', 'team loop: ', t
end program
