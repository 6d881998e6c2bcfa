! For 593_declare_common_block_two_files.f90: device code of a second file naming the same
! `declare create` common block (through its module), from a `routine` and a compute region.
subroutine bump(i, k)
  use grid_common_acc_m
  implicit none
  !$acc routine seq
  integer, intent(in) :: i, k
  w(i) = w(i) + k * i * 0.5d0
  if (i == 1) gen = gen + 1
end subroutine bump

subroutine bump_on_device(k)
  use grid_common_acc_m
  implicit none
  integer, intent(in) :: k
  interface
    subroutine bump(i, k)
      !$acc routine seq
      integer, intent(in) :: i, k
    end subroutine bump
  end interface
  integer :: i
  !$acc parallel loop
  do i = 1, 4
    call bump(i, k)
  end do
end subroutine bump_on_device
