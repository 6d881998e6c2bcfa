! Program units: host association in internal procedures of a subroutine (not the main
! program): the host's dummies, explicit-shape dummy array with a dummy bound, and locals,
! read and updated by an internal procedure and through a sibling that calls it.
! expect-exit: 0
! expect-stdout:
! | total=   60.00 calls=2
! |    4.0   8.0  12.0  16.0
subroutine outer(n, a)
  implicit none
  integer, intent(in) :: n
  real(8), intent(inout) :: a(n)
  real(8) :: total
  integer :: calls
  total = 0
  calls = 0
  call accumulate()
  call twice()
  write(*, '(a,f8.2,a,i0)') 'total=', total, ' calls=', calls
contains
  subroutine accumulate()
    integer :: i
    do i = 1, n
      a(i) = a(i) * 2
      total = total + a(i)
    end do
    calls = calls + 1
  end subroutine accumulate
  subroutine twice()
    call accumulate()
  end subroutine twice
end subroutine outer

program hostsub
  implicit none
  real(8) :: v(4) = [1, 2, 3, 4]
  call outer(4, v)
  write(*, '(4f6.1)') v
end program hostsub
