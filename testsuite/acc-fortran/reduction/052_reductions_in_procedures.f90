! Reduction: several reductions on one loop in module procedures on assumed-shape and
! explicit-shape dummies (§2.5.15, §2.9.11): `+`, `*`, `max`, `min`, `.and.`, `.or.`,
! `iand`, `ieor` together, a `kernels loop` reduction and a `loop` reduction inside a gang
! loop (per row), results used by the caller.
! expect-exit: 0
! expect-stdout:
! | s, p, hi, lo =    49750.0000      142.3858       99.2500        0.2500
! | allpos, anybig, mask, parity = T F    -128    1000
! | r(1), r(12), total =    1225.0   14700.0   95550.0
module reduce_m
  implicit none
contains
  subroutine stats(x, n, s, p, hi, lo, allpos, anybig, mask, parity)
    integer, intent(in) :: n
    real(8), intent(in) :: x(:)
    real(8), intent(out) :: s, p, hi, lo
    logical, intent(out) :: allpos, anybig
    integer, intent(out) :: mask, parity
    integer :: i
    s = 0
    p = 1
    hi = -huge(1.0d0)
    lo = huge(1.0d0)
    allpos = .true.
    anybig = .false.
    mask = -1
    parity = 0
    !$acc parallel loop copyin(x) reduction(+:s) reduction(*:p) reduction(max:hi) &
    !$acc& reduction(min:lo) reduction(.and.:allpos) reduction(.or.:anybig) &
    !$acc& reduction(iand:mask) reduction(ieor:parity)
    do i = 1, n
      s = s + x(i)
      p = p * (1.0d0 + x(i) * 1.0d-4)
      hi = max(hi, x(i))
      lo = min(lo, x(i))
      allpos = allpos .and. x(i) > 0
      anybig = anybig .or. x(i) > 99.5d0
      mask = iand(mask, not(ishft(1, mod(i, 7))))
      parity = ieor(parity, i)
    end do
  end subroutine stats

  subroutine row_sums(a, lo, n, m, r, total)
    integer, intent(in) :: lo, n, m
    real(8), intent(in) :: a(lo:lo+n-1, m)
    real(8), intent(out) :: r(m), total
    integer :: i, j
    real(8) :: t
    !$acc parallel loop gang copyin(a) copyout(r) private(t)
    do j = 1, m
      t = 0
      !$acc loop vector reduction(+:t)
      do i = lo, lo + n - 1
        t = t + a(i, j)
      end do
      r(j) = t
    end do
    total = 0
    !$acc kernels loop reduction(+:total) copyin(r)
    do j = 1, m
      total = total + r(j)
    end do
  end subroutine row_sums
end module reduce_m

program reductions_in_procedures
  use reduce_m
  implicit none
  integer, parameter :: n = 1000
  real(8) :: x(n), s, p, hi, lo, a(0:49, 12), r(12), total
  logical :: allpos, anybig
  integer :: i, j, mask, parity
  do i = 1, n
    x(i) = mod(i * 37, 100) + 0.25d0
  end do
  call stats(x, n, s, p, hi, lo, allpos, anybig, mask, parity)
  print '(a, 4f14.4)', 's, p, hi, lo =', s, p, hi, lo
  print '(a, 2l2, 2i8)', 'allpos, anybig, mask, parity =', allpos, anybig, mask, parity
  do j = 1, 12
    do i = 0, 49
      a(i, j) = i * j
    end do
  end do
  call row_sums(a, 0, 50, 12, r, total)
  print '(a, 3f10.1)', 'r(1), r(12), total =', r(1), r(12), total
end program reductions_in_procedures
