! INTEGER(16) in compute regions: `reduction(+:s) reduction(*:p) reduction(max:m)
! reduction(min:n)` of 128-bit integers on a parallel loop (sums beyond 64 bits), a reduction
! in a subroutine over an array argument, `atomic update` of a 128-bit variable in `copy`
! (no native 128-bit atomics on a GPU: the module lock, as for every access of such a
! variable), and 128-bit arithmetic in a kernel writing an array.
! expect-exit: 0
! expect-stdout:
! | sum: 64016355311525584775583511867650
! | product: 59049 max: 123456789012345678901234567889 min: 123456789012345678901234567790
! | dummy: 19014759003423441022450548080640
! | atomic: 1267650600228229401496703210426
! | array: 1267650600228229401496703205377 1267650600228229401496703205476
module wide_ops
  implicit none
contains
  integer(16) function total(v, n)
    integer, intent(in) :: n
    integer(16), intent(in) :: v(n)
    integer :: i
    total = 0
    !$acc parallel loop reduction(+:total) copyin(v)
    do i = 1, n
      total = total + v(i)
    end do
  end function
end module

program integer_kind16_reductions
  use wide_ops
  implicit none
  integer(16) :: a, c, s, p, m, n, w(100), v(5)
  integer :: i
  a = 2_16**100
  c = 123456789012345678901234567890_16
  s = 0
  p = 1
  m = -huge(m)
  n = huge(n)
  !$acc parallel loop reduction(+:s) reduction(*:p) reduction(max:m) reduction(min:n)
  do i = 1, 100
    s = s + a / 100 * i
    p = p * merge(3_16, 1_16, mod(i, 10) == 0)
    m = max(m, c - i)
    n = min(n, c - i)
  end do
  write (*, '(a, i0)') 'sum: ', s
  write (*, '(a, i0, a, i0, a, i0)') 'product: ', p, ' max: ', m, ' min: ', n
  v = [(a * i, i = 1, 5)]
  write (*, '(a, i0)') 'dummy: ', total(v, 5)
  s = a
  !$acc parallel loop copy(s)
  do i = 1, 100
    !$acc atomic update
    s = s + i
  end do
  write (*, '(a, i0)') 'atomic: ', s
  !$acc parallel loop copyout(w)
  do i = 1, 100
    w(i) = a + i
  end do
  write (*, '(a, i0, 1x, i0)') 'array: ', w(1), w(100)
end program
