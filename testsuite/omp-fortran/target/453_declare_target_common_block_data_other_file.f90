! `declare target` common blocks whose initial values come from a BLOCK DATA in another file
! (helpers/series_blockdata.f90): the device copy starts with BLOCK DATA's values (OpenMP 4.5
! §2.10.6: initialized "in the manner specified by the program"), seen by a `declare target`
! function that names the block and by target regions that name its variables. On a GPU the
! image of this file holds the blocks with zeros (common linkage, no DATA here), so the
! device copies started at zero (decision 123).
! link-with-acc: helpers/series_blockdata.f90
! expect-exit: 0
! expect-stdout:
! | terms on the device:  5
! | series:   1.0000   1.3320   1.9375   3.0508   5.0000
! | shifted:     3     2     5     3     5
! | host:  5  3
real(8) function series_at(x)
  implicit none
  !$omp declare target
  real(8), intent(in) :: x
  real(8) :: coef(6)
  integer :: nterms
  common /series/ coef, nterms
  !$omp declare target(/series/)
  integer :: k
  series_at = 0
  do k = nterms, 1, -1
    series_at = series_at * x + coef(k)
  end do
end function series_at

program declare_target_common_block_data_other_file
  implicit none
  interface
    real(8) function series_at(x)
      !$omp declare target
      real(8), intent(in) :: x
    end function series_at
  end interface
  real(8) :: coef(6)
  integer :: nterms
  common /series/ coef, nterms
  integer :: offsets(4)
  common /shifts/ offsets
  !$omp declare target(/series/, /shifts/)
  real(8) :: vals(5)
  integer :: shifted(5), n, i

  n = -1
  !$omp target map(from: n)
  n = nterms
  !$omp end target
  print '(a, i3)', 'terms on the device:', n

  !$omp target teams distribute parallel do map(from: vals)
  do i = 1, 5
    vals(i) = series_at(real(i - 1, 8) * 0.5d0)
  end do
  print '(a, 5f9.4)', 'series:', vals

  !$omp target teams distribute parallel do map(from: shifted)
  do i = 1, 5
    shifted(i) = offsets(mod(i - 1, 4) + 1) + i / 2
  end do
  print '(a, 5i6)', 'shifted:', shifted
  print '(a, 2i3)', 'host:', nterms, offsets(1)
end program declare_target_common_block_data_other_file
