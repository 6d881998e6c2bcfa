! Sets up the run: decomposes the mesh into the chunk and its tiles, builds and fills the
! fields, fills the halos and prints the starting summary.
module start_module
  use data_module
  use definitions_module
  use report_module
  use build_field_module, only: build_field
  use initialise_chunk_module, only: initialise_chunk
  use generate_chunk_module, only: generate_chunk
  use ideal_gas_module, only: ideal_gas
  use update_halo_module, only: update_halo
  use field_summary_module, only: field_summary
  implicit none
  private
  public :: start, start_fields

contains

  subroutine tile_decompose(tiles)
    integer, intent(in) :: tiles
    integer :: t, err, rows, delta, extra, bottom
    allocate(chunk%tiles(tiles), stat=err)
    if (err /= 0) call report_error('start', 'cannot allocate the tiles')
    chunk%tiles_per_chunk = tiles
    ! Tiles are horizontal strips of the chunk, the leftover rows going to the first ones.
    rows = chunk%y_max - chunk%y_min + 1
    delta = rows/tiles
    extra = rows - delta*tiles
    bottom = chunk%bottom
    do t = 1, tiles
      chunk%tiles(t)%t_left = chunk%left
      chunk%tiles(t)%t_right = chunk%right
      chunk%tiles(t)%t_bottom = bottom
      chunk%tiles(t)%t_top = bottom + delta - 1
      if (t <= extra) chunk%tiles(t)%t_top = chunk%tiles(t)%t_top + 1
      bottom = chunk%tiles(t)%t_top + 1
      chunk%tiles(t)%t_xmin = 1
      chunk%tiles(t)%t_xmax = chunk%tiles(t)%t_right - chunk%tiles(t)%t_left + 1
      chunk%tiles(t)%t_ymin = 1
      chunk%tiles(t)%t_ymax = chunk%tiles(t)%t_top - chunk%tiles(t)%t_bottom + 1
      chunk%tiles(t)%tile_neighbours = external_face
    end do
  end subroutine tile_decompose

  subroutine start()
    integer :: tile

    if (parallel%boss) write(g_out, '(a)') ' Setting up initial geometry'

    time = 0.0_rk
    step = 0
    dtold = dtinit
    dt = dtinit
    advect_x = .true.

    chunk%task = parallel%task
    chunk%left = 1
    chunk%right = grid_x_cells
    chunk%bottom = 1
    chunk%top = grid_y_cells
    chunk%x_min = 1
    chunk%y_min = 1
    chunk%x_max = grid_x_cells
    chunk%y_max = grid_y_cells
    chunk%chunk_neighbours = external_face

    ! One tile: the fields of the tile are the whole chunk's.
    call tile_decompose(1)
    call build_field()

    do tile = 1, chunk%tiles_per_chunk
      call initialise_chunk(tile)
      call generate_chunk(tile)
    end do

    if (parallel%boss) write(g_out, '(a)') ' Problem initialised and generated'
  end subroutine start

  ! The derived fields of the initial state and the halos, once the fields are where the
  ! kernels run.
  subroutine start_fields()
    integer :: tile
    integer :: fields(num_fields)

    do tile = 1, chunk%tiles_per_chunk
      call ideal_gas(tile, .false.)
    end do

    fields = 0
    fields(field_density0) = 1
    fields(field_energy0) = 1
    fields(field_pressure) = 1
    fields(field_viscosity) = 1
    fields(field_density1) = 1
    fields(field_energy1) = 1
    fields(field_xvel0) = 1
    fields(field_yvel0) = 1
    fields(field_xvel1) = 1
    fields(field_yvel1) = 1
    call update_halo(fields, 2)

    call field_summary('Initial conditions')
  end subroutine start_fields

end module start_module
