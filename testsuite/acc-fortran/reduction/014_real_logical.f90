! Reductions over real(4), real(8) and logical with + * max min .and. .or. (§2.5.15) and a
! reduction on `kernels loop`.
! expect-exit: 0
! expect-stdout:
! | real(4) sum, max =    203.00      4.00
! | real(8) sum, prod, min =    125.000000     70.766216      1.000000
! | logical and, or, eqv, neqv = T T T F
! | PASS
program real_logical
  implicit none
  integer, parameter :: n = 100
  real :: x(n), s4, mx4
  real(8) :: y(n), s8, p8, mn8
  logical :: big(n), all_pos, any_big, eq, ne
  integer :: i, j
  do i = 1, n
    x(i) = real(mod(i * 13, 17)) * 0.25
    y(i) = 1.0d0 + real(mod(i, 5), 8) * 0.125d0
    big(i) = x(i) > 3.0
  end do
  s4 = 0.0; mx4 = -1.0
  s8 = 0.0d0; p8 = 1.0d0; mn8 = 1.0d30
  all_pos = .true.; any_big = .false.; eq = .true.; ne = .false.
  !$acc parallel loop copyin(x, y) reduction(+:s4) reduction(max:mx4) reduction(+:s8) &
  !$acc& reduction(min:mn8)
  do i = 1, n
    s4 = s4 + x(i)
    mx4 = max(mx4, x(i))
    s8 = s8 + y(i)
    mn8 = min(mn8, y(i))
  end do
  !$acc kernels loop copyin(y) reduction(*:p8)
  do i = 1, 20
    p8 = p8 * y(i)
  end do
  !$acc parallel loop copyin(x, big) reduction(.and.:all_pos) reduction(.or.:any_big)
  do i = 1, n
    all_pos = all_pos .and. x(i) >= 0.0
    any_big = any_big .or. big(i)
  end do
  do i = 1, n
    eq = eq .eqv. big(i)
    ne = ne .neqv. big(i)
  end do
  print '(a, 2f10.2)', 'real(4) sum, max =', s4, mx4
  print '(a, 3f14.6)', 'real(8) sum, prod, min =', s8, p8, mn8
  print '(a, 4l2)', 'logical and, or, eqv, neqv =', all_pos, any_big, eq, ne
  j = count(big)
  if (s4 == sum(x) .and. mx4 == maxval(x) .and. abs(s8 - sum(y)) < 1.0d-12 .and. &
      abs(p8 - product(y(1:20))) < 1.0d-9 .and. mn8 == minval(y) .and. all_pos .and. &
      any_big .and. (eq .eqv. mod(j, 2) == 0) .and. (ne .eqv. mod(j, 2) == 1)) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program real_logical
