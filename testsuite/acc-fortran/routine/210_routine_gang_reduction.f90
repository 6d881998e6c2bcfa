! Routine: a gang loop with a reduction in a `routine gang` (OpenACC 3.3 §2.9.11: the variable
! of a reduction on an orphaned loop is private, here a local of the routine). Each gang
! reduces its share of the iterations (§2.9.2) into its copy and adds that partial result to
! the shared total with an atomic update, so the total is the sum once, not once per gang;
! the per-iteration counters see each iteration run once. gfortran rejects a gang reduction
! on an orphaned loop, so the reference is the sequential meaning.
! reference: without -fopenacc
! expect-exit: 0
! expect-stdout:
! | num_gangs(7): total       4011.000 max        8.000 wrong            0
! | num_gangs(1): total       4011.000 max        8.000 wrong            0
module reduce_m
  implicit none
contains
  subroutine partial_sum(x, n, hits, total, biggest)
    !$acc routine gang
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    integer, intent(inout) :: hits(n)
    real(8), intent(inout) :: total, biggest
    real(8) :: s, mx
    integer :: i
    s = 0
    mx = -huge(mx)
    !$acc loop gang reduction(+:s) reduction(max:mx)
    do i = 1, n
      s = s + x(i)
      mx = max(mx, x(i))
      !$acc atomic update
      hits(i) = hits(i) + 1
    end do
    !$acc atomic update
    total = total + s
    !$acc atomic update
    biggest = max(biggest, mx)
  end subroutine partial_sum
end module reduce_m

program routine_gang_reduction
  use reduce_m
  implicit none
  integer, parameter :: n = 1002
  real(8) :: x(n), total, biggest
  integer :: hits(n), i

  do i = 1, n
    x(i) = mod(i * 7, 9)
  end do
  total = 0
  biggest = -1
  hits = 0
  !$acc parallel num_gangs(7) copyin(x) copy(total, biggest, hits)
  call partial_sum(x, n, hits, total, biggest)
  !$acc end parallel
  print '(a, f14.3, a, f12.3, a, i12)', 'num_gangs(7): total ', total, ' max ', biggest, ' wrong ', count(hits /= 1)

  total = 0
  biggest = -1
  hits = 0
  !$acc parallel num_gangs(1) copyin(x) copy(total, biggest, hits)
  call partial_sum(x, n, hits, total, biggest)
  !$acc end parallel
  print '(a, f14.3, a, f12.3, a, i12)', 'num_gangs(1): total ', total, ' max ', biggest, ' wrong ', count(hits /= 1)
end program routine_gang_reduction
