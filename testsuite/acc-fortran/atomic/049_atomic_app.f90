! Atomic: application forms (§2.12) in module procedures: a histogram of a module array
! updated with `atomic update` from a parallel loop, a slot counter taken with an `atomic
! capture` block (each iteration gets its own slot: compaction of the selected values), an
! `atomic` maximum with `max(x, e)` and an `atomic write`/`read` pair in a serial construct.
! expect-exit: 0
! expect-stdout:
! | hist =  399  401  399  400  401  400  400  400  401  399
! | nout, sum, biggest =   999    873.968522      0.999300
! | flag =  2.50
! | PASS
module atomic_app_m
  implicit none
  integer, parameter :: nbins = 10
  integer :: hist(nbins)
contains
  subroutine histogram(x, n)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    integer :: i, b
    !$acc parallel loop copyin(x) copy(hist) private(b)
    do i = 1, n
      b = min(nbins, int(x(i) * nbins) + 1)
      !$acc atomic update
      hist(b) = hist(b) + 1
    end do
  end subroutine histogram

  subroutine compact(x, n, out, nout, biggest)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    real(8), intent(out) :: out(n)
    integer, intent(out) :: nout
    real(8), intent(out) :: biggest
    integer :: i, slot
    nout = 0
    biggest = -1
    !$acc parallel loop copyin(x) copy(out, nout, biggest) private(slot)
    do i = 1, n
      if (x(i) > 0.75d0) then
        !$acc atomic capture
        slot = nout
        nout = nout + 1
        !$acc end atomic
        out(slot + 1) = x(i)
        !$acc atomic update
        biggest = max(biggest, x(i))
      end if
    end do
  end subroutine compact
end module atomic_app_m

program atomic_app
  use atomic_app_m
  implicit none
  integer, parameter :: n = 4000
  real(8) :: x(n), out(n), biggest, total, flag
  integer :: i, nout
  do i = 1, n
    x(i) = mod(i * 7919 + 13, 10007) / 10007.0d0
  end do
  hist = 0
  call histogram(x, n)
  call compact(x, n, out, nout, biggest)
  total = sum(out(1:nout))
  !$acc serial copy(flag)
  !$acc atomic write
  flag = 2.5d0
  !$acc end serial
  print '(a, 10i5)', 'hist =', hist
  print '(a, i6, 2f14.6)', 'nout, sum, biggest =', nout, total, biggest
  print '(a, f6.2)', 'flag =', flag
  if (nout == count(x > 0.75d0) .and. abs(total - sum(x, mask=x > 0.75d0)) < 1d-9) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program atomic_app
