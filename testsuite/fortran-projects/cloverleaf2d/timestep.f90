! The time step of the next cycle: the equation of state and viscosity at the start of the
! step, the smallest stable step over the tiles, capped by the growth rate and the maximum.
module timestep_module
  use data_module
  use definitions_module
  use report_module
  use ideal_gas_module, only: ideal_gas
  use viscosity_module, only: viscosity
  use calc_dt_module, only: calc_dt
  use update_halo_module, only: update_halo
  implicit none
  private
  public :: timestep

contains

  function control_name(control) result(name)
    integer, intent(in) :: control
    character(len=8) :: name
    select case (control)
    case (ctl_sound)
      name = 'sound'
    case (ctl_xvel)
      name = 'xvel'
    case (ctl_yvel)
      name = 'yvel'
    case (ctl_div)
      name = 'div'
    case (ctl_div+1)
      name = 'expand'
    case (ctl_div+2)
      name = 'max'
    case default
      name = 'unknown'
    end select
  end function control_name

  subroutine timestep()
    integer :: tile, jldt, kldt, tile_control
    real(kind=rk) :: dtlp, xl_pos, yl_pos
    integer :: fields(num_fields)
    character(len=8) :: dt_control_name

    dt = g_big

    do tile = 1, chunk%tiles_per_chunk
      call ideal_gas(tile, .false.)
    end do

    fields = 0
    fields(field_pressure) = 1
    fields(field_energy0) = 1
    fields(field_density0) = 1
    fields(field_xvel0) = 1
    fields(field_yvel0) = 1
    call update_halo(fields, 1)

    do tile = 1, chunk%tiles_per_chunk
      call viscosity(tile)
    end do

    fields = 0
    fields(field_viscosity) = 1
    call update_halo(fields, 1)

    dt_control = 0
    do tile = 1, chunk%tiles_per_chunk
      dtlp = g_big
      call calc_dt(tile, dtlp, tile_control, xl_pos, yl_pos, jldt, kldt)
      if (dtlp < dt) then
        dt = dtlp
        dt_control = tile_control
        x_pos = xl_pos
        y_pos = yl_pos
        jdt = jldt
        kdt = kldt
      end if
    end do

    if (dtold*dtrise < dt) then
      dt = dtold*dtrise
      dt_control = ctl_div + 1
    end if
    if (dtmax < dt) then
      dt = dtmax
      dt_control = ctl_div + 2
    end if

    dt_control_name = control_name(dt_control)
    if (parallel%boss) then
      write(g_out, "(' Step ', i7, ' time ', f11.7, ' control ', a11, ' timestep  ', " // &
                   "1pe9.2, i8, ',', i8, ' x ', 1pe9.2, ' y ', 1pe9.2)") &
        step, time, dt_control_name, dt, jdt, kdt, x_pos, y_pos
    end if

    if (dt < dtmin) call report_error('timestep', 'small timestep')
    dtold = dt
  end subroutine timestep

end module timestep_module
