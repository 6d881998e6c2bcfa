! teams distribute parallel do (5.0 §2.9.4.3) in Fortran: reductions (+, max) over the teams
! and their threads, collapse(2), lastprivate, inner schedules with and without dist_schedule
! chunks, teams loop; every iteration exactly once. (flang-22 does not implement lastprivate
! on this construct: the reference is the sequential meaning.)
! reference: without -fopenmp
! expect-exit: 0
! expect-stdout:
! | sum 50044 max 100
! | collapse 97650
! | lastprivate 2000
! | schedule 1 each iteration once: T
! | schedule 2 each iteration once: T
! | schedule 3 each iteration once: T
! | schedule 4 each iteration once: T
program dpd
  implicit none
  integer, parameter :: n = 1000
  integer :: a(n), hit(n), i, j, k, big, last
  integer(8) :: s
  integer :: m(20, 30)
  do i = 1, n
    a(i) = mod(i * 37, 101)
  end do
  s = 0
  big = -1
!$omp teams distribute parallel do num_teams(3) thread_limit(2) reduction(+: s) reduction(max: big)
  do i = 1, n
    s = s + a(i)
    big = max(big, a(i))
  end do
  print '(a,i0,a,i0)', 'sum ', s, ' max ', big
!$omp teams distribute parallel do collapse(2) num_teams(4)
  do j = 1, 30
    do i = 1, 20
      m(i, j) = i * j
    end do
  end do
  print '(a,i0)', 'collapse ', sum(m)
  last = -1
!$omp teams distribute parallel do lastprivate(last) num_teams(3)
  do i = 1, n
    last = 2 * i
  end do
  print '(a,i0)', 'lastprivate ', last
  do k = 1, 4
    hit = 0
    select case (k)
    case (1)
!$omp teams distribute parallel do schedule(static, 7) num_teams(4)
      do i = 1, n
        hit(i) = hit(i) + 1
      end do
    case (2)
!$omp teams distribute parallel do schedule(dynamic, 3) num_teams(4)
      do i = 1, n
        hit(i) = hit(i) + 1
      end do
    case (3)
!$omp teams distribute parallel do dist_schedule(static, 16) num_teams(4)
      do i = 1, n
        hit(i) = hit(i) + 1
      end do
    case default
!$omp teams loop num_teams(4)
      do i = 1, n
        hit(i) = hit(i) + 1
      end do
    end select
    print '(a,i0,a,l1)', 'schedule ', k, ' each iteration once: ', all(hit == 1)
  end do
end program dpd
