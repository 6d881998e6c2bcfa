! The main program: reads its input deck (formatted, from an internal file), builds the
! chunk, runs the steps and reports.
program clover_leaf
  use data_module
  use definitions_module
  use generate_chunk_module, only: generate_chunk
  use ideal_gas_module
  use field_summary_module
  implicit none
  character(len=40) :: deck(4)
  integer :: n
  deck(1) = '   16    12'
  deck(2) = '    3'
  deck(3) = '  1.00000  2.50000'
  deck(4) = '  4.00000  1.00000  2.0  5.0  1.0  4.0'
  read(deck(1), '(2i6)') x_cells, y_cells
  read(deck(2), '(i5)') end_step
  read(deck(3), *) states(1)%density, states(1)%energy
  read(deck(4), *) states(2)%density, states(2)%energy, states(2)%xmin, &
                   states(2)%xmax, states(2)%ymin, states(2)%ymax
  number_of_states = 2
  states%defined = .true.
  parallel%task = 0
  parallel%boss = .true.
  write(g_out, '(a,f4.1)') 'Clover Version ', g_version
  write(g_out, '(a,i0,a,i0)') ' mesh ', x_cells, ' x ', y_cells
  chunk%task = parallel%task
  chunk%x_min = 1; chunk%y_min = 1
  chunk%x_max = x_cells; chunk%y_max = y_cells
  chunk%chunk_neighbours = external_face
  call generate_chunk()
  call ideal_gas()
  call field_summary()
  do n = 1, end_step
    step = step + 1
    time = time + dt
    chunk%field%energy0 = chunk%field%energy0*0.99d0
    where (chunk%field%density0 > 2.0d0) chunk%field%energy0 = chunk%field%energy0 + 0.01d0
    call ideal_gas()
    call field_summary()
  end do
  write(g_out, '(a,i0,a,l1)') ' ideal_gas calls: ', calls(), '  boss: ', parallel%boss
  write(g_out, '(a,2es14.5)') ' max/min soundspeed:', &
    maxval(chunk%field%soundspeed(1:x_cells,1:y_cells)), &
    minval(chunk%field%soundspeed(1:x_cells,1:y_cells))
  write(g_out, '(a,4i4,l2)') ' density0 bounds:', lbound(chunk%field%density0), &
    ubound(chunk%field%density0), allocated(chunk%field%cellx)
  deallocate(chunk%field%cellx)
  write(g_out, '(a,l2)') ' cellx after deallocate:', allocated(chunk%field%cellx)
  if (chunk%chunk_neighbours(chunk_left) /= external_face) stop 1
end program clover_leaf
