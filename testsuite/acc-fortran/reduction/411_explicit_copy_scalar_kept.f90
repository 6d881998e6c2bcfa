! A scalar that each iteration of a gang loop sets before it reads it, named in a `copy` clause
! of its `parallel` construct (a subroutine's dummy): the clause asks for one device copy whose
! value comes back (OpenACC 3.3 §2.7.6), so it stays shared, with a warning that gangs would
! race on it; only scalars whose attributes §2.6.2 determines implicitly become private to the
! iteration. Which iteration's value comes back is a race (on a GPU the gang's threads share
! the loop); that it is one of them, not the value from before the region (what oxacc returned
! when it privatized the dummy), is what the program checks.
! warning: 'last' is set before it is read in every iteration of the loop at 19:3 but is in a copy clause
! expect-exit: 0
! expect-stdout:
! | last from the loop T b 2001 count 1000
subroutine last_of(a, b, n, last)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: a(n)
  real(8), intent(out) :: b(n)
  real(8), intent(inout) :: last
  integer :: i
  !$acc parallel loop gang num_gangs(1) copy(last) copyin(a) copyout(b)
  do i = 1, n
    last = a(i) * 2
    b(i) = last + 1
  end do
end subroutine

program main
  implicit none
  integer, parameter :: n = 1000
  real(8) :: a(n), b(n), last
  integer :: i
  do i = 1, n
    a(i) = i
  end do
  last = -1
  call last_of(a, b, n, last)
  print '(a, l1, a, i0, a, i0)', 'last from the loop ', &
    last >= 2 .and. last <= 2 * n .and. mod(nint(last), 2) == 0 .and. last == nint(last), &
    ' b ', nint(b(n)), ' count ', count(b == 2 * a + 1)
end program
