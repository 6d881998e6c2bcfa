! lastprivate and linear on `!$omp do` in `!$omp target parallel`, in a parallel region of
! `!$omp target teams` and of `!$omp target` (OpenMP 4.5 §2.15.3.5, §2.15.3.7): the thread that
! runs the sequentially last iteration of the whole loop stores its copy (a DO variable: the
! value the DO leaves); a linear variable starts iteration k at start + k*step (the body steps it, as
! a conforming program does). Output independent
! of the team size.
! expect-exit: 0
! expect-stdout:
! | last: 1000 2000 1001
! | teams: 4096 -5 0
! | linear: 7 3007 T
! | both: 2000 1997 T
program do_lastprivate_linear
  implicit none
  integer, parameter :: n = 1000
  integer :: a(n), b(4096), i, last, j, lin
  real(8) :: x
  logical :: ok
  last = -1
  x = 0
  i = 0
  !$omp target parallel map(tofrom: a, last, x, i)
  !$omp do lastprivate(last, x, i)
  do i = 1, n
    a(i) = 2 * i
    last = i
    x = a(i)
  end do
  !$omp end target parallel
  print '(a,i0,1x,i0,1x,i0)', 'last: ', last, int(x), i

  last = 0
  j = 0
  !$omp target teams num_teams(1) map(tofrom: b, last, j)
  !$omp parallel
  !$omp do lastprivate(last, j)
  do j = 4096, 1, -1
    b(j) = j
    last = -5 * j
  end do
  !$omp end parallel
  !$omp end target teams
  print '(a,i0,1x,i0,1x,i0)', 'teams: ', maxval(b), last, j

  lin = 7
  !$omp target map(tofrom: a, lin)
  !$omp parallel
  !$omp do linear(lin: 3)
  do i = 1, n
    a(i) = lin
    lin = lin + 3
  end do
  !$omp end parallel
  !$omp end target
  ok = all(a == [(7 + 3 * (i - 1), i = 1, n)])
  print '(a,i0,1x,i0,1x,l1)', 'linear: ', a(1), lin, ok

  lin = 0
  last = 0
  !$omp target parallel map(tofrom: a, lin, last)
  !$omp do linear(lin: 2) lastprivate(last)
  do i = 1, n, 1
    a(i) = lin
    lin = lin + 2
    last = a(i) - 1
  end do
  !$omp end target parallel
  ok = all(a == [(2 * (i - 1), i = 1, n)])
  print '(a,i0,1x,i0,1x,l1)', 'both: ', lin, last, ok
end program
