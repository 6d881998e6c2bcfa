! INCLUDE lines: the included file's declarations become part of this unit.
program include_main
  implicit none
  include 'include_params.inc'
  real(wp) :: a(nmax)
  integer :: i
  do i = 1, nmax
    a(i) = real(i, wp) * scale
  end do
  print *, sum(a)
end program include_main
