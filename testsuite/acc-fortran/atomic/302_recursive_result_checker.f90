! Atomic: `x = x - expr` from many iterations into one total per row, checked on the host by
! a search over the orders the updates may take — a RECURSIVE function with a RESULT clause
! under IMPLICIT NONE that calls itself by its name, as OpenACCV-V's common.Fh IS_POSSIBLE
! does (F2018 §15.6.2.2: with RESULT, the function name is the function, not a variable, and
! the reference is typed by the result). oxacc refused the reference ("no IMPLICIT type").
! expect-exit: 0
! expect-stdout:
! | rows checked   8
! | orders 120
recursive function possible(a, n, current, final) result(ok)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: a(n), current, final
  real(8) :: rest(max(n - 1, 1))
  logical :: ok
  integer :: i, j
  ok = .false.
  if (n == 0) then
    ok = abs(current - final) < 1d-9
    return
  end if
  do i = 1, n
    do j = 1, i - 1
      rest(j) = a(j)
    end do
    do j = i + 1, n
      rest(j - 1) = a(j)
    end do
    if (possible(rest, n - 1, a(i) - current, final)) then
      ok = .true.
      return
    end if
  end do
end function possible

recursive function orders(n) result(k)
  implicit none
  integer, intent(in) :: n
  integer :: k
  if (n <= 1) then
    k = 1
  else
    k = n * orders(n - 1)
  end if
end function orders

program recursive_result_checker
  implicit none
  integer, parameter :: rows = 8, cols = 5
  real(8) :: a(rows, cols), totals(rows)
  logical :: possible
  integer :: orders
  integer :: i, j, good
  do j = 1, cols
    do i = 1, rows
      a(i, j) = i + 0.25d0 * j
    end do
  end do
  totals = 0
  !$acc parallel loop copyin(a) copy(totals)
  do i = 1, rows
    do j = 1, cols
      !$acc atomic update
      totals(i) = a(i, j) - totals(i)
      !$acc end atomic
    end do
  end do
  good = 0
  do i = 1, rows
    if (possible(a(i, :), cols, 0d0, totals(i))) good = good + 1
  end do
  print '(a, i4)', 'rows checked', good
  print '(a, i4)', 'orders', orders(cols)
end program recursive_result_checker
