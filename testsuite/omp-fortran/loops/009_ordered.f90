! The ordered construct in a loop with the ordered clause (OpenMP 4.5 §2.13.8): the ordered
! blocks run in iteration order, whatever thread runs the iteration, so the trace is the
! sequential one; the rest of the body runs in parallel.
! expect-exit: 0
! expect-stdout:
! | in order: T
! | sum: 22140
program ordered
  implicit none
  integer, parameter :: n = 40
  integer :: trace(n), pos, i, sq(n)
  pos = 0
!$omp parallel do ordered schedule(dynamic, 3)
  do i = 1, n
    sq(i) = i * i
!$omp ordered
    pos = pos + 1
    trace(pos) = i
!$omp end ordered
  end do
!$omp end parallel do
  print '(a,l1)', 'in order: ', all(trace == [(i, i = 1, n)])
  print '(a,i0)', 'sum: ', sum(sq)
end program
