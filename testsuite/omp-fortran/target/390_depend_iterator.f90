! `depend(iterator(…), in: list)` in Fortran (OpenMP 5.0 §2.1.6, §2.17.11): a consumer task
! waits for the producer of every element through one iterator (`j = 1:n`, the range with
! its end, as an implied DO; and `integer :: j = n:1:-2`, backwards with a step), and a
! `target` construct waits for them through one too. The last producer is the slow one, so a
! dependence left out (the end of the range) shows as a missing part of the sums. The
! iterator has storage of its own: the program's `j` keeps its value. oxacc refused the
! modifier in Fortran.
! expect-from: hand (gfortran 12 builds it but runs its iterators without their end; the
! lines are gfortran 12's with each iterator written out as its list of elements:
! /work/wt/data/ompdev6/390g.f90)
! expect-exit: 0
! expect-stdout:
! | sum 21000.0 even 12000.0
! | device 21000.0
! | j 77
program depend_iterator
  implicit none
  integer, parameter :: n = 6
  real(8) :: part(n), s, even, dev
  integer :: k, j

  j = 77
  part = 0
  !$omp parallel
  !$omp single
  do k = 1, n
    !$omp task depend(out: part(k)) firstprivate(k) shared(part)
    call produce(part(k), k, k == n)
    !$omp end task
  end do
  !$omp task depend(iterator(j = 1:n), in: part(j)) shared(part, s)
  s = sum(part)
  !$omp end task
  !$omp task depend(iterator(integer :: j = n:1:-2), in: part(j)) shared(part, even)
  even = part(2) + part(4) + part(6)
  !$omp end task
  !$omp taskwait
  !$omp end single
  !$omp end parallel
  print '(a,f0.1,a,f0.1)', 'sum ', s, ' even ', even

  part = 0
  !$omp parallel
  !$omp single
  do k = 1, n
    !$omp task depend(out: part(k)) firstprivate(k) shared(part)
    call produce(part(k), k, k == n)
    !$omp end task
  end do
  !$omp target map(to: part) map(from: dev) depend(iterator(j = 1:n), in: part(j))
  dev = sum(part)
  !$omp end target
  !$omp end single
  !$omp end parallel
  print '(a,f0.1)', 'device ', dev
  print '(a,i0)', 'j ', j
contains
  subroutine produce(x, k, slow)
    real(8), intent(out) :: x
    integer, intent(in) :: k
    logical, intent(in) :: slow
    integer :: i, rounds
    real(8) :: t
    t = 0
    rounds = 1000
    if (slow) rounds = 20000000
    do i = 1, rounds
      t = t + mod(i, 3)
    end do
    x = 1000 * k
    if (t < 0) x = -1
  end subroutine
end program
