! Data: `declare create` and `declare copyin` of local arrays in a subroutine (§2.13): the
! device copies live as long as the procedure; compute constructs use them without data
! clauses, and `update self` reads the device results before the procedure returns.
! expect-exit: 0
! expect-stdout:
! | total =    20860.00
! | PASS
module work_m
  implicit none
contains
  subroutine stencil(u, n, total)
    integer, intent(in) :: n
    real(8), intent(in) :: u(n)
    real(8), intent(out) :: total
    real(8) :: tmp(n), w(3)
    integer :: i
    !$acc declare create(tmp) copyin(u)
    w = [0.25d0, 0.5d0, 0.25d0]
    !$acc parallel loop present(tmp, u) copyin(w)
    do i = 2, n - 1
      tmp(i) = w(1) * u(i - 1) + w(2) * u(i) + w(3) * u(i + 1)
    end do
    !$acc update self(tmp(2:n-1))
    total = 0.0d0
    do i = 2, n - 1
      total = total + tmp(i)
    end do
    total = total * 2.0d0
  end subroutine stencil
end module work_m

program declare_in_procedure
  use work_m
  implicit none
  integer, parameter :: n = 32
  real(8) :: u(n), total
  integer :: i
  do i = 1, n
    u(i) = real(i * i, 8)
  end do
  call stencil(u, n, total)
  print '(a, f12.2)', 'total =', total
  if (total > 0.0d0) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program declare_in_procedure
