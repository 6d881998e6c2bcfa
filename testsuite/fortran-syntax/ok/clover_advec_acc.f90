! CloverLeaf-style advection kernel: expression bounds, OpenACC, pre/post volumes.
module advec_cell_kernel_module
contains
  subroutine advec_cell_kernel(x_min, x_max, y_min, y_max, dir, sweep_number, &
                               vertexdx, density1, energy1, mass_flux_x,      &
                               vol_flux_x, pre_vol, post_vol, ener_flux)
    implicit none
    integer, intent(in) :: x_min, x_max, y_min, y_max
    integer, intent(in) :: sweep_number, dir
    real(kind=8), dimension(x_min-2:x_max+3) :: vertexdx
    real(kind=8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: density1, energy1
    real(kind=8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: mass_flux_x
    real(kind=8), dimension(x_min-2:x_max+3, y_min-2:y_max+2) :: vol_flux_x
    real(kind=8), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: pre_vol, post_vol
    real(kind=8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: ener_flux
    integer :: j, k, upwind, donor, downwind, dif
    real(kind=8) :: sigmat, sigma3, sigma4, sigmav, sigmam, diffuw, diffdw, limiter, wind
    real(kind=8), parameter :: one_by_six = 1.0_8/6.0_8
    integer, parameter :: g_xdir = 1

!$acc data present(vertexdx, density1, energy1, mass_flux_x, vol_flux_x, &
!$acc&             pre_vol, post_vol, ener_flux)
    if (dir == g_xdir) then
      if (sweep_number == 1) then
!$acc parallel loop collapse(2) async(1)
        do k = y_min-2, y_max+2
          do j = x_min-2, x_max+2
            pre_vol(j, k) = 1.0_8 + (vol_flux_x(j+1, k) - vol_flux_x(j, k))
            post_vol(j, k) = pre_vol(j, k) - (vol_flux_x(j+1, k) - vol_flux_x(j, k))
          end do
        end do
!$acc wait(1)
      end if
!$acc parallel loop private(upwind, donor, downwind, dif, sigmat, sigma3, sigma4, &
!$acc&   sigmav, sigmam, diffuw, diffdw, limiter, wind)
      do k = y_min, y_max
        do j = x_min, x_max+2
          if (vol_flux_x(j, k) > 0.0) then
            upwind = j-2; donor = j-1; downwind = j; dif = donor
          else
            upwind = min(j+1, x_max+2); donor = j; downwind = j-1; dif = upwind
          end if
          sigmat = abs(vol_flux_x(j, k)) / pre_vol(donor, k)
          sigma3 = (1.0_8 + sigmat) * (vertexdx(j) / vertexdx(dif))
          sigma4 = 2.0_8 - sigmat
          sigmav = sigmat
          diffuw = density1(donor, k) - density1(upwind, k)
          diffdw = density1(downwind, k) - density1(donor, k)
          wind = 1.0_8
          if (diffdw <= 0.0) wind = -1.0_8
          if (diffuw*diffdw > 0.0) then
            limiter = (1.0_8 - sigmav) * wind * min(abs(diffuw), abs(diffdw), &
                      one_by_six * (sigma3*abs(diffuw) + sigma4*abs(diffdw)))
          else
            limiter = 0.0
          end if
          mass_flux_x(j, k) = vol_flux_x(j, k) * (density1(donor, k) + limiter)
          sigmam = abs(mass_flux_x(j, k)) / (density1(donor, k) * pre_vol(donor, k))
          ener_flux(j, k) = mass_flux_x(j, k) * (energy1(donor, k) + sigmam)
        end do
      end do
    end if
!$acc end data
  end subroutine advec_cell_kernel
end module advec_cell_kernel_module
