! Program units: internal procedures that read and write their host's variables (host
! association), an internal function used in an expression, and a host array updated in place.
! expect-exit: 0
! expect-stdout:
! |    2.500   5.000   7.500  10.000  12.500  15.000
! | norm1 =    52.5000
! |   -2.500  -5.000  -7.500 -10.000 -12.500 -15.000
program host_assoc
  implicit none
  integer, parameter :: n = 6
  real(8) :: a(n), scale
  integer :: i
  scale = 2.5d0
  do i = 1, n
    a(i) = real(i, 8)
  end do
  call scale_all()
  write(*, '(6f8.3)') a
  write(*, '(a,f10.4)') 'norm1 = ', norm1()
  scale = -1.0d0
  call scale_all()
  write(*, '(6f8.3)') a
contains
  subroutine scale_all()
    integer :: j
    do j = 1, n
      a(j) = a(j) * scale
    end do
  end subroutine scale_all
  real(8) function norm1()
    norm1 = sum(abs(a))
  end function norm1
end program host_assoc
