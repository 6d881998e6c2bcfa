! Data: module variables in `declare create` (§2.13) kept on the device for the whole
! program, filled by one compute construct and read by another through `update self`.
! expect-exit: 0
! expect-stdout:
! | total =    8320.0
! | PASS
module table_m
  implicit none
  integer, parameter :: n = 128
  real :: table(n)
  !$acc declare create(table)
contains
  subroutine fill(offset)
    real, intent(in) :: offset
    integer :: i
    !$acc parallel loop present(table)
    do i = 1, n
      table(i) = real(i) + offset
    end do
  end subroutine fill
end module table_m

program declare_module
  use table_m
  implicit none
  real :: total
  integer :: i
  call fill(0.5)
  !$acc update self(table)
  total = 0.0
  do i = 1, n
    total = total + table(i)
  end do
  print '(a, f10.1)', 'total =', total
  if (total == real(n * (n + 1) / 2) + 0.5 * real(n)) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program declare_module
