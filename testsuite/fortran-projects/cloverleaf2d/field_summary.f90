! Totals over the mesh: volume, mass, internal and kinetic energy, pressure, printed in a
! table row at the step. Used as the check of the run.
module field_summary_module
  use data_module
  use definitions_module
  implicit none
  private
  public :: field_summary, field_summary_kernel

  logical, save :: header_written = .false.

contains

  subroutine field_summary_kernel(x_min, x_max, y_min, y_max, volume, density0, energy0, &
                                  pressure, xvel0, yvel0, vol, mass, ie, ke, press)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2), intent(in) :: volume
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2), intent(in) :: density0
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2), intent(in) :: energy0
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2), intent(in) :: pressure
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3), intent(in) :: xvel0, yvel0
    real(kind=rk), intent(out) :: vol, mass, ie, ke, press
    integer :: j, k, jv, kv
    real(kind=rk) :: vsqrd, cell_vol, cell_mass

    vol = 0.0_rk
    mass = 0.0_rk
    ie = 0.0_rk
    ke = 0.0_rk
    press = 0.0_rk

!$acc kernels present(volume, density0, energy0, pressure, xvel0, yvel0)
!$acc loop independent collapse(2) reduction(+:vol, mass, ie, ke, press) &
!$acc private(vsqrd, cell_vol, cell_mass)
    do k = y_min, y_max
      do j = x_min, x_max
        vsqrd = 0.0_rk
!$acc loop seq
        do kv = k, k+1
!$acc loop seq
          do jv = j, j+1
            vsqrd = vsqrd + 0.25_rk*(xvel0(jv,kv)*xvel0(jv,kv) + yvel0(jv,kv)*yvel0(jv,kv))
          end do
        end do
        cell_vol = volume(j,k)
        cell_mass = cell_vol*density0(j,k)
        vol = vol + cell_vol
        mass = mass + cell_mass
        ie = ie + cell_mass*energy0(j,k)
        ke = ke + cell_mass*0.5_rk*vsqrd
        press = press + cell_vol*pressure(j,k)
      end do
    end do
!$acc end kernels
  end subroutine field_summary_kernel

  subroutine field_summary(label)
    character(len=*), intent(in), optional :: label
    real(kind=rk) :: vol, mass, ie, ke, press
    real(kind=rk) :: t_vol, t_mass, t_ie, t_ke, t_press
    integer :: tile

    t_vol = 0.0_rk
    t_mass = 0.0_rk
    t_ie = 0.0_rk
    t_ke = 0.0_rk
    t_press = 0.0_rk
    do tile = 1, chunk%tiles_per_chunk
      call field_summary_kernel(chunk%tiles(tile)%t_xmin, chunk%tiles(tile)%t_xmax, &
                                chunk%tiles(tile)%t_ymin, chunk%tiles(tile)%t_ymax, &
                                chunk%tiles(tile)%field%volume, &
                                chunk%tiles(tile)%field%density0, &
                                chunk%tiles(tile)%field%energy0, &
                                chunk%tiles(tile)%field%pressure, &
                                chunk%tiles(tile)%field%xvel0, &
                                chunk%tiles(tile)%field%yvel0, &
                                vol, mass, ie, ke, press)
      t_vol = t_vol + vol
      t_mass = t_mass + mass
      t_ie = t_ie + ie
      t_ke = t_ke + ke
      t_press = t_press + press
    end do

    if (.not. parallel%boss) return
    if (present(label)) then
      write(g_out, '(a)') ' '
      write(g_out, '(a,a)') ' ', trim(label)
      header_written = .false.
    end if
    if (.not. header_written) then
      write(g_out, '(a)') ' '
      write(g_out, 9000) ' ', 'Volume', 'Mass', 'Density', 'Pressure', 'Internal Energy', &
                         'Kinetic Energy', 'Total Energy'
      header_written = .true.
    end if
    write(g_out, 9010) ' step:', step, t_vol, t_mass, t_mass/t_vol, t_press/t_vol, &
                       t_ie, t_ke, t_ie + t_ke
9000 format(a13, 7a16)
9010 format(a6, i7, 7e16.8)
  end subroutine field_summary

end module field_summary_module
