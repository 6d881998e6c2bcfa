! A two-dimensional compressible Euler solver on a staggered Cartesian mesh: explicit
! Lagrangian step, directionally split advective remap. Reads clover.in, writes to stdout.
program clover_leaf
  use data_module
  use definitions_module
  use report_module, only: warning_count
  use initialise_module, only: initialise
  use hydro_module, only: hydro, densest_cell
  implicit none

  call initialise()
  call hydro()

  ! Where the densest cell ended up: a check on the whole solution, not only its sums.
  call densest_cell()
  write(g_out, '(a,2i5,a,2i5)') ' density0 bounds: ', &
    lbound(chunk%tiles(1)%field%density0), ' to', ubound(chunk%tiles(1)%field%density0)
  write(g_out, '(a,i0)') ' Warnings: ', warning_count()
  write(g_out, '(a)') ' Clover is finishing'
end program clover_leaf
