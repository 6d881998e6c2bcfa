! The 5.0 loop construct on the host (§2.9.5): in a parallel region, and with bind(parallel)
! in a procedure called from one, it shares the iterations among the team (each element is
! touched once, not once per thread); parallel loop with a reduction; bind(thread) runs
! every iteration in each thread; collapse and order(concurrent). Application style: module
! procedures with assumed-shape dummies.
! expect-from: hand (gfortran 12 -fopenmp prints these lines at -O0 and -O2 with OMP_NUM_THREADS 1, 3 and 4; flang-22 does not implement 'loop': "not yet implemented: omp.loop", and cannot parse 'parallel loop')
! expect-exit: 0
! expect-stdout:
! | shared 400 max 1
! | sum 5050
! | collapse 64 corner 64
! | thread 21
module lp_m
contains
  subroutine bump(v, n)
    integer, intent(inout) :: v(:)
    integer, intent(in) :: n
    integer :: i
    !$omp loop bind(parallel)
    do i = 1, n
      v(i) = v(i) + 1
    end do
    !$omp end loop
  end subroutine
  subroutine all_of_them(v, n)
    integer, intent(inout) :: v
    integer, intent(in) :: n
    integer :: i
    !$omp loop bind(thread) reduction(+:v)
    do i = 1, n
      v = v + 1
    end do
  end subroutine
end module
program p
  use lp_m
  implicit none
  integer :: cnt(400), i, j, r, a(8,8), filled, tot
  cnt = 0
  !$omp parallel num_threads(4)
  call bump(cnt, 200)
  !$omp loop
  do i = 201, 400
    cnt(i) = cnt(i) + 1
  end do
  !$omp end parallel
  print '(a,i0,a,i0)', 'shared ', sum(cnt), ' max ', maxval(cnt)
  r = 0
  !$omp parallel loop reduction(+:r) num_threads(3)
  do i = 1, 100
    r = r + i
  end do
  print '(a,i0)', 'sum ', r
  !$omp parallel num_threads(4)
  !$omp loop collapse(2) order(concurrent)
  do j = 1, 8
    do i = 1, 8
      a(i, j) = i * j
    end do
  end do
  !$omp end parallel
  filled = count(a == spread([(i, i = 1, 8)], 2, 8) * spread([(j, j = 1, 8)], 1, 8))
  print '(a,i0,a,i0)', 'collapse ', filled, ' corner ', a(8, 8)
  tot = 1
  !$omp parallel num_threads(2) reduction(+:tot)
  call all_of_them(tot, 10)
  !$omp end parallel
  print '(a,i0)', 'thread ', tot
end program
