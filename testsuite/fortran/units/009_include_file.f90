! Program units: an `include` line pulling constants and a common block from a file next to
! the program (helpers/grid_params.inc), included in two program units.
! expect-exit: 0
! expect-stdout:
! | cells: 12
! |    0.0000   0.2500   0.5000   0.7500
! |    5.0000   5.2500   5.5000   5.7500
! |   10.0000  10.2500  10.5000  10.7500
subroutine fill(v)
  implicit none
  include 'helpers/grid_params.inc'
  real(8), intent(out) :: v(nx, ny)
  integer :: i, j
  do j = 1, ny
    do i = 1, nx
      v(i, j) = dx * (i - 1) + 10.0d0 * dy * (j - 1)
    end do
  end do
  ncells = nx * ny
end subroutine fill

program inc
  implicit none
  include 'helpers/grid_params.inc'
  real(8) :: v(nx, ny)
  call fill(v)
  write(*, '(a,i0)') 'cells: ', ncells
  write(*, '(4f9.4)') v
end program inc
