! For 464_declare_target_common_block_two_files.f90: device code of a second file naming the
! same `declare target` common block, from a `declare target` subroutine and a target region.
subroutine bump(i, k)
  implicit none
  !$omp declare target
  integer, intent(in) :: i, k
  real(8) :: w(8)
  integer :: nw, gen
  common /grid/ w, nw, gen
  !$omp declare target(/grid/)
  w(i) = w(i) + k * i * 0.5d0
  if (i == 1) gen = gen + 1
end subroutine bump

subroutine bump_on_device(k)
  implicit none
  integer, intent(in) :: k
  interface
    subroutine bump(i, k)
      !$omp declare target
      integer, intent(in) :: i, k
    end subroutine bump
  end interface
  real(8) :: w(8)
  integer :: nw, gen
  common /grid/ w, nw, gen
  !$omp declare target(/grid/)
  integer :: i
  !$omp target teams distribute parallel do
  do i = 1, 4
    call bump(i, k)
  end do
end subroutine bump_on_device
