! Every schedule kind (OpenMP 4.5 §2.7.1): static, static with a chunk, dynamic, guided,
! auto, runtime; each iteration runs exactly once.
! expect-exit: 0
! expect-stdout:
! | schedules ok: 1 1 1 1 1 1
program schedules
  implicit none
  integer, parameter :: n = 997
  integer :: hits(n), i, k
  integer :: ok(6)
  ok = 0
  do k = 1, 6
    hits = 0
    select case (k)
    case (1)
!$omp parallel do schedule(static)
      do i = 1, n
        hits(i) = hits(i) + 1
      end do
    case (2)
!$omp parallel do schedule(static, 3)
      do i = 1, n
        hits(i) = hits(i) + 1
      end do
    case (3)
!$omp parallel do schedule(dynamic)
      do i = 1, n
        hits(i) = hits(i) + 1
      end do
    case (4)
!$omp parallel do schedule(guided, 5)
      do i = 1, n
        hits(i) = hits(i) + 1
      end do
    case (5)
!$omp parallel do schedule(auto)
      do i = 1, n
        hits(i) = hits(i) + 1
      end do
    case (6)
!$omp parallel do schedule(runtime)
      do i = 1, n
        hits(i) = hits(i) + 1
      end do
    end select
    if (all(hits == 1)) ok(k) = 1
  end do
  print '(a,6i2)', 'schedules ok:', ok
end program
