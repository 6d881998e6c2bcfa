! Data: a common block in `declare create(/grid/)` whose device code is in two files (this one
! and helpers/grid_common_acc_ops.f90; the block and its directive in the module of
! helpers/grid_common_acc_m.f90) and whose initial values are in a fourth
! (helpers/grid_common_acc_data.f90, BLOCK DATA without a directive): one device copy for the
! program (OpenACC 3.3 §2.13), as the host linker makes the block one. A `routine` of the other
! file updates the block from that file's compute region; this file's `routine` reads it from
! a region here. On a GPU each file's image held a copy of its own, so the regions here did
! not see the other file's writes (decision 130).
! gfortran -fopenacc rejects a module's declared common block in a routine ("'grid' requires a
! 'declare' directive for use in a 'routine' function"), so the reference is the sequential
! meaning.
! reference: without -fopenacc
! link-with-acc: helpers/grid_common_acc_m.f90
! link-with-acc: helpers/grid_common_acc_ops.f90
! link-with-acc: helpers/grid_common_acc_data.f90
! expect-exit: 0
! expect-stdout:
! | weighted after bumps:    90.0000
! | generation on the device:  3
! | host after update:   4.0   6.5   9.0  11.5  3
real(8) function weighted()
  use grid_common_acc_m
  implicit none
  !$acc routine seq
  integer :: i
  weighted = 0
  do i = 1, nw
    weighted = weighted + w(i) * i
  end do
end function weighted

program declare_common_block_two_files
  use grid_common_acc_m
  implicit none
  interface
    real(8) function weighted()
      !$acc routine seq
    end function weighted
    subroutine bump_on_device(k)
      integer, intent(in) :: k
    end subroutine bump_on_device
  end interface
  real(8) :: tot
  integer :: g

  !$acc update device(w, nw, gen)
  call bump_on_device(3)
  call bump_on_device(1)

  tot = -1
  !$acc serial copyout(tot)
  tot = weighted()
  !$acc end serial
  print '(a, f11.4)', 'weighted after bumps:', tot

  g = -1
  !$acc serial copyout(g)
  g = gen
  !$acc end serial
  print '(a, i3)', 'generation on the device:', g

  !$acc update self(w, gen)
  print '(a, 4f6.1, i3)', 'host after update:', w(1:4), gen
end program declare_common_block_two_files
