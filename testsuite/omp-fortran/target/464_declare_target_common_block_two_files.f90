! A `declare target` common block whose device code is in two files (this one and
! helpers/grid_common_ops.f90) and whose initial values are in a third
! (helpers/grid_common_data.f90, BLOCK DATA without a directive): one device copy for the
! program (OpenMP 4.5 §2.10.6), as the host linker makes the block one. A `declare target`
! subroutine of the other file updates the block from that file's target region; this file's
! `declare target` function reads it from a region here. On a GPU each file's image held a
! copy of its own, so the regions here did not see the other file's writes (decision 130).
! link-with-acc: helpers/grid_common_ops.f90
! link-with-acc: helpers/grid_common_data.f90
! expect-exit: 0
! expect-stdout:
! | start on the device:  4  1 25
! | weighted after bump:    75.0000
! | generation on the device:  2
! | host after update:   3.5   5.5   7.5   9.5  2
real(8) function weighted()
  implicit none
  !$omp declare target
  real(8) :: w(8)
  integer :: nw, gen
  common /grid/ w, nw, gen
  !$omp declare target(/grid/)
  integer :: i
  weighted = 0
  do i = 1, nw
    weighted = weighted + w(i) * i
  end do
end function weighted

program declare_target_common_block_two_files
  implicit none
  interface
    real(8) function weighted()
      !$omp declare target
    end function weighted
    subroutine bump_on_device(k)
      integer, intent(in) :: k
    end subroutine bump_on_device
  end interface
  real(8) :: w(8)
  integer :: nw, gen
  common /grid/ w, nw, gen
  !$omp declare target(/grid/)
  integer :: got(3), g
  real(8) :: tot

  got = -1
  !$omp target map(from: got)
  got(1) = nw
  got(2) = gen
  got(3) = int(w(2) * 10)
  !$omp end target
  print '(a, 3i3)', 'start on the device:', got

  call bump_on_device(3)

  tot = -1
  !$omp target map(from: tot)
  tot = weighted()
  !$omp end target
  print '(a, f11.4)', 'weighted after bump:', tot

  g = -1
  !$omp target map(from: g)
  g = gen
  !$omp end target
  print '(a, i3)', 'generation on the device:', g

  !$omp target update from(w, gen)
  print '(a, 4f6.1, i3)', 'host after update:', w(1:4), gen
end program declare_target_common_block_two_files
