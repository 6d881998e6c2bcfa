! The remap of the step: two directional sweeps of cell and momentum advection, x then y or
! y then x, alternating from step to step so that neither direction is favoured.
module advection_module
  use data_module
  use definitions_module
  use advec_cell_module, only: advec_cell
  use advec_mom_module, only: advec_mom
  use update_halo_module, only: update_halo
  implicit none
  private
  public :: advection

contains

  subroutine sweep(direction, sweep_number)
    integer, intent(in) :: direction, sweep_number
    integer :: tile
    integer :: fields(num_fields)

    do tile = 1, chunk%tiles_per_chunk
      call advec_cell(tile, direction, sweep_number)
    end do

    fields = 0
    fields(field_density1) = 1
    fields(field_energy1) = 1
    fields(field_xvel1) = 1
    fields(field_yvel1) = 1
    fields(field_mass_flux_x) = 1
    fields(field_mass_flux_y) = 1
    call update_halo(fields, 2)

    do tile = 1, chunk%tiles_per_chunk
      call advec_mom(tile, g_xdir, direction, sweep_number)
      call advec_mom(tile, g_ydir, direction, sweep_number)
    end do
  end subroutine sweep

  subroutine advection()
    integer :: first, second
    integer :: fields(num_fields)

    if (advect_x) then
      first = g_xdir
      second = g_ydir
    else
      first = g_ydir
      second = g_xdir
    end if

    fields = 0
    fields(field_energy1) = 1
    fields(field_density1) = 1
    fields(field_vol_flux_x) = 1
    fields(field_vol_flux_y) = 1
    call update_halo(fields, 2)

    call sweep(first, 1)
    call sweep(second, 2)
  end subroutine advection

end module advection_module
