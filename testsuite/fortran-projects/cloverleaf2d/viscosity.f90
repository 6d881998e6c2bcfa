! Artificial viscosity: a quadratic term where the flow compresses, from the velocity
! gradients across each cell, limited along the pressure gradient.
module viscosity_module
  use data_module
  use definitions_module
  implicit none
  private
  public :: viscosity

contains

  subroutine viscosity_kernel(x_min, x_max, y_min, y_max, celldx, celldy, density0, &
                              pressure, viscosity, xvel0, yvel0)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(kind=rk), dimension(x_min-2:x_max+2) :: celldx
    real(kind=rk), dimension(y_min-2:y_max+2) :: celldy
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: density0, pressure
    real(kind=rk), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: viscosity
    real(kind=rk), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: xvel0, yvel0
    integer :: j, k
    real(kind=rk) :: ugrad, vgrad, grad2, pgradx, pgrady, pgradx2, pgrady2, grad
    real(kind=rk) :: ygrad, xgrad, div, strain2, limiter, pgrad

!$acc kernels present(celldx, celldy, density0, pressure, viscosity, xvel0, yvel0)
!$acc loop independent collapse(2) private(ugrad, vgrad, grad2, pgradx, pgrady, pgradx2) &
!$acc private(pgrady2, grad, ygrad, xgrad, div, strain2, limiter, pgrad)
    do k = y_min, y_max
      do j = x_min, x_max
        ugrad = (xvel0(j+1,k) + xvel0(j+1,k+1)) - (xvel0(j,k) + xvel0(j,k+1))
        vgrad = (yvel0(j,k+1) + yvel0(j+1,k+1)) - (yvel0(j,k) + yvel0(j+1,k))
        div = (celldx(j)*ugrad) + (celldy(k)*vgrad)
        strain2 = 0.5_rk*(xvel0(j,k+1) + xvel0(j+1,k+1) - xvel0(j,k) - xvel0(j+1,k))/celldy(k) &
                + 0.5_rk*(yvel0(j+1,k) + yvel0(j+1,k+1) - yvel0(j,k) - yvel0(j,k+1))/celldx(j)
        pgradx = (pressure(j+1,k) - pressure(j-1,k))/(celldx(j) + celldx(j+1))
        pgrady = (pressure(j,k+1) - pressure(j,k-1))/(celldy(k) + celldy(k+1))
        pgradx2 = pgradx*pgradx
        pgrady2 = pgrady*pgrady
        limiter = ((0.5_rk*(ugrad)/celldx(j))*pgradx2 + (0.5_rk*(vgrad)/celldy(k))*pgrady2 &
                + strain2*pgradx*pgrady)/max(pgradx2 + pgrady2, g_small)
        if (limiter > 0.0_rk .or. div >= 0.0_rk) then
          viscosity(j,k) = 0.0_rk
        else
          pgradx = sign(max(g_small, abs(pgradx)), pgradx)
          pgrady = sign(max(g_small, abs(pgrady)), pgrady)
          pgrad = sqrt(pgradx*pgradx + pgrady*pgrady)
          xgrad = abs(celldx(j)*pgrad/pgradx)
          ygrad = abs(celldy(k)*pgrad/pgrady)
          grad = min(xgrad, ygrad)
          grad2 = grad*grad
          viscosity(j,k) = 2.0_rk*density0(j,k)*grad2*limiter*limiter
        end if
      end do
    end do
!$acc end kernels
  end subroutine viscosity_kernel

  subroutine viscosity(tile)
    integer, intent(in) :: tile
    call viscosity_kernel(chunk%tiles(tile)%t_xmin, chunk%tiles(tile)%t_xmax, &
                          chunk%tiles(tile)%t_ymin, chunk%tiles(tile)%t_ymax, &
                          chunk%tiles(tile)%field%celldx, chunk%tiles(tile)%field%celldy, &
                          chunk%tiles(tile)%field%density0, &
                          chunk%tiles(tile)%field%pressure, &
                          chunk%tiles(tile)%field%viscosity, &
                          chunk%tiles(tile)%field%xvel0, chunk%tiles(tile)%field%yvel0)
  end subroutine viscosity

end module viscosity_module
