! Opens the run: the banner, the input deck, and the set-up of the mesh and its fields.
module initialise_module
  use data_module
  use definitions_module
  use report_module
  use parse_module, only: read_input
  use start_module, only: start
  implicit none
  private
  public :: initialise

contains

  subroutine initialise()
    parallel%parallel = .false.
    parallel%task = 0
    parallel%max_task = 1
    parallel%boss_task = 0
    parallel%boss = parallel%task == parallel%boss_task

    if (parallel%boss) then
      write(g_out, '(a)') ' '
      write(g_out, '(a,f8.3)') ' Clover Version ', g_version
      write(g_out, '(a)') ' Serial build, one chunk of one tile'
      write(g_out, '(a)') ' '
    end if

    call read_input()

    if (grid_x_cells < 2 .or. grid_y_cells < 2) then
      call report_error('initialise', 'the mesh needs at least 2x2 cells')
    end if
    if (parallel%boss) then
      write(g_out, '(a,i5,a,i5)') ' Mesh ', grid_x_cells, ' x', grid_y_cells
      write(g_out, '(a,4f8.3)') ' Extent ', grid_xmin, grid_xmax, grid_ymin, grid_ymax
      write(g_out, '(a,i3)') ' States ', number_of_states
    end if

    call start()
  end subroutine initialise

end module initialise_module
