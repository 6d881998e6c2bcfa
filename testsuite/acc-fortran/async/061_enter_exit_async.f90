! Async: unstructured data on queues (§2.14.6, §2.16): `enter data copyin(...) async(1)` of
! module arrays with lower bounds, a compute construct `wait(1) async(2)` on them, `exit
! data copyout(...) async(2)` and a `wait(2)` before the host reads them; a second round
! with `create` and `update device ... async`.
! expect-exit: 0
! expect-stdout:
! | p(lo), q(hi), sum(q) =        10.0      3979.0   3960000.0
! | p(lo), q(hi), sum(q) =       -10.0         1.0      2000.0
module async_data_m
  implicit none
  integer, parameter :: lo = -10, hi = 1989
  real(8) :: p(lo:hi), q(lo:hi)
contains
  subroutine round(first)
    logical, intent(in) :: first
    integer :: i
    if (first) then
      !$acc enter data copyin(p, q) async(1)
    else
      !$acc enter data create(p, q) async(1)
      !$acc update device(p, q) async(1)
    end if
    !$acc parallel loop present(p, q) wait(1) async(2)
    do i = lo, hi
      q(i) = q(i) + 2 * p(i)
      p(i) = -p(i)
    end do
    !$acc exit data copyout(p, q) async(2)
    !$acc wait(2)
  end subroutine round
end module async_data_m

program enter_exit_async
  use async_data_m
  implicit none
  integer :: i
  do i = lo, hi
    p(i) = i
    q(i) = 1
  end do
  call round(.true.)
  print '(a, 3f12.1)', 'p(lo), q(hi), sum(q) =', p(lo), q(hi), sum(q)
  call round(.false.)
  print '(a, 3f12.1)', 'p(lo), q(hi), sum(q) =', p(lo), q(hi), sum(q)
end program enter_exit_async
