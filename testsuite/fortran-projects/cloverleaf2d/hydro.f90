! The main loop: the fields go to the device once, then each step is a time step control,
! the Lagrangian predictor/corrector, the advective remap and the reset, with a field
! summary every summary_frequency steps and at the end.
module hydro_module
  use data_module
  use definitions_module
  use report_module
  use start_module, only: start_fields
  use timestep_module, only: timestep
  use pdv_module, only: pdv
  use accelerate_module, only: accelerate
  use flux_calc_module, only: flux_calc
  use advection_module, only: advection
  use reset_field_module, only: reset_field
  use field_summary_module, only: field_summary
  implicit none
  private
  public :: hydro, densest_cell

contains

  subroutine hydro()
    integer :: steps_run

    steps_run = 0

!$acc data copy(chunk%tiles(1)%field%density0, chunk%tiles(1)%field%density1) &
!$acc copy(chunk%tiles(1)%field%energy0, chunk%tiles(1)%field%energy1) &
!$acc copy(chunk%tiles(1)%field%pressure, chunk%tiles(1)%field%soundspeed) &
!$acc copy(chunk%tiles(1)%field%viscosity) &
!$acc copy(chunk%tiles(1)%field%xvel0, chunk%tiles(1)%field%yvel0) &
!$acc copy(chunk%tiles(1)%field%xvel1, chunk%tiles(1)%field%yvel1) &
!$acc copy(chunk%tiles(1)%field%vol_flux_x, chunk%tiles(1)%field%vol_flux_y) &
!$acc copy(chunk%tiles(1)%field%mass_flux_x, chunk%tiles(1)%field%mass_flux_y) &
!$acc copy(chunk%tiles(1)%field%work_array1, chunk%tiles(1)%field%work_array2) &
!$acc copy(chunk%tiles(1)%field%work_array3, chunk%tiles(1)%field%work_array4) &
!$acc copy(chunk%tiles(1)%field%work_array5, chunk%tiles(1)%field%work_array6) &
!$acc copy(chunk%tiles(1)%field%work_array7) &
!$acc copy(chunk%tiles(1)%field%celldx, chunk%tiles(1)%field%celldy) &
!$acc copy(chunk%tiles(1)%field%vertexdx, chunk%tiles(1)%field%vertexdy) &
!$acc copy(chunk%tiles(1)%field%volume) &
!$acc copy(chunk%tiles(1)%field%xarea, chunk%tiles(1)%field%yarea)

    call start_fields()

    do
      step = step + 1

      call timestep()

      call pdv(.true.)
      call accelerate()
      call pdv(.false.)
      call flux_calc()
      call advection()
      call reset_field()

      advect_x = .not. advect_x
      time = time + dt
      steps_run = steps_run + 1

      if (time + g_small > end_time .or. step >= end_step) then
        complete = .true.
      end if

      if (summary_frequency /= 0) then
        if (mod(step, summary_frequency) == 0 .and. .not. complete) then
          call field_summary()
          ! The host looks at the density itself, as a visualisation dump would.
!$acc update host(chunk%tiles(1)%field%density0)
          call densest_cell()
        end if
      end if

      if (complete) then
        call field_summary('Final state')
        exit
      end if
    end do

!$acc end data

    if (parallel%boss) then
      write(g_out, '(a)') ' '
      write(g_out, '(a,i6,a,f11.7)') ' Run completed after', steps_run, ' steps at time', time
    end if
  end subroutine hydro

  ! Where the densest cell of the first tile is, from the host's copy of the density.
  subroutine densest_cell()
    integer :: j, k, jmax, kmax
    real(kind=rk) :: dmax
    dmax = -g_big
    jmax = 0
    kmax = 0
    do k = chunk%tiles(1)%t_ymin, chunk%tiles(1)%t_ymax
      do j = chunk%tiles(1)%t_xmin, chunk%tiles(1)%t_xmax
        if (chunk%tiles(1)%field%density0(j,k) > dmax) then
          dmax = chunk%tiles(1)%field%density0(j,k)
          jmax = j
          kmax = k
        end if
      end do
    end do
    if (parallel%boss) then
      write(g_out, '(a,f12.8,a,i4,a,i4,a)') ' Densest cell: ', dmax, ' at (', jmax, ',', &
        kmax, ')'
    end if
  end subroutine densest_cell

end module hydro_module
