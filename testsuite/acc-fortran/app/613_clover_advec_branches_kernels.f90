! Applications: CloverLeaf's cell advection (UK-MAC/CloverLeaf_OpenACC advec_cell_kernel,
! written anew): one `kernels` region whose `loop collapse(2) independent` nests sit in
! IF (dir == g_xdir) / ELSE IF branches and an inner IF (sweep_number == 1), under a `data
! present` of explicit-shape dummies the driver passes as components of a module structure.
! The branches made the whole region one sequential gang (every nest in one GPU thread); the
! conditions are scalars nothing in the region writes, so they are taken on the host and each
! nest is a kernel of its own (OpenACC 3.3 §2.5.3). `upwind, donor, downwind, dif` are set in
! both arms of an IF in each iteration and read after it: private to the iterations (they
! were shared once the nests were kernels of their own, a race).
! remark: branches around the region's loops taken on the host; region split into 8 kernels
! remark: loop at 81:1: donor, sigmat, dif, sigma3, sigma4, upwind, diffuw, downwind
! expect-exit: 0
! expect-stdout:
! |  sweep  1 dir 1 mass    9.0057267660 energy   14.6414644522
! |  sweep  2 dir 2 mass    9.0087136624 energy   14.6500517795
! |  sweep  3 dir 1 mass    9.0144770788 energy   14.6666216194
! |  sweep  4 dir 2 mass    9.0174539513 energy   14.6751799663
! |  density(3,3)    1.0000000000 energy(7,2)    2.5000000000
! |  checksum 2086.9025516288
module adv_fields
  implicit none
  type field_type
    real(8), allocatable :: density1(:,:), energy1(:,:), volume(:,:)
    real(8), allocatable :: vol_flux_x(:,:), vol_flux_y(:,:), mass_flux_x(:,:), mass_flux_y(:,:)
    real(8), allocatable :: pre_vol(:,:), post_vol(:,:), ener_flux(:,:)
    real(8), allocatable :: vertexdx(:), vertexdy(:)
  end type
  type tile_type
    type(field_type) :: field
    integer :: t_xmin, t_xmax, t_ymin, t_ymax
  end type
  type chunk_type
    type(tile_type), allocatable :: tiles(:)
  end type
  type(chunk_type) :: chunk
end module adv_fields

module adv_kernel
contains
  subroutine advec_cell_kernel(x_min, x_max, y_min, y_max, dir, sweep_number, &
                               vertexdx, vertexdy, volume, density1, energy1,    &
                               mass_flux_x, vol_flux_x, mass_flux_y, vol_flux_y, &
                               pre_vol, post_vol, ener_flux)
    implicit none
    integer :: x_min, x_max, y_min, y_max
    integer :: sweep_number, dir
    integer :: g_xdir = 1, g_ydir = 2
    real(8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: volume, density1, energy1
    real(8), dimension(x_min-2:x_max+3, y_min-2:y_max+2) :: vol_flux_x, mass_flux_x
    real(8), dimension(x_min-2:x_max+2, y_min-2:y_max+3) :: vol_flux_y, mass_flux_y
    real(8), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: pre_vol, post_vol, ener_flux
    real(8), dimension(x_min-2:x_max+3) :: vertexdx
    real(8), dimension(y_min-2:y_max+3) :: vertexdy
    integer :: j, k, upwind, donor, downwind, dif
    real(8) :: sigmat, sigma3, sigma4, diffuw, diffdw, wind, limiter
    real(8) :: pre_mass_s, post_mass_s, post_ener_s, advec_vol_s
    real(8) :: one_by_six = 1.0_8/6.0_8

!$acc data present(density1, energy1, volume, vol_flux_x, vol_flux_y) &
!$acc   present(mass_flux_x, mass_flux_y, vertexdx, vertexdy, pre_vol, post_vol, ener_flux)
!$acc kernels
    if (dir .eq. g_xdir) then
      if (sweep_number .eq. 1) then
!$acc loop collapse(2) independent
        do k = y_min-2, y_max+2
          do j = x_min-2, x_max+2
            pre_vol(j,k) = volume(j,k) + (vol_flux_x(j+1,k) - vol_flux_x(j,k) &
                                          + vol_flux_y(j,k+1) - vol_flux_y(j,k))
            post_vol(j,k) = pre_vol(j,k) - (vol_flux_x(j+1,k) - vol_flux_x(j,k))
          end do
        end do
      else
!$acc loop collapse(2) independent
        do k = y_min-2, y_max+2
          do j = x_min-2, x_max+2
            pre_vol(j,k) = volume(j,k) + vol_flux_x(j+1,k) - vol_flux_x(j,k)
            post_vol(j,k) = volume(j,k)
          end do
        end do
      end if
!$acc loop collapse(2) independent
      do k = y_min, y_max
        do j = x_min, x_max+2
          if (vol_flux_x(j,k) .gt. 0.0) then
            upwind = j-2
            donor = j-1
            downwind = j
            dif = donor
          else
            upwind = min(j+1, x_max+2)
            donor = j
            downwind = j-1
            dif = upwind
          end if
          sigmat = abs(vol_flux_x(j,k))/pre_vol(donor,k)
          sigma3 = (1.0_8 + sigmat)*(vertexdx(j)/vertexdx(dif))
          sigma4 = 2.0_8 - sigmat
          diffuw = density1(donor,k) - density1(upwind,k)
          diffdw = density1(downwind,k) - density1(donor,k)
          wind = 1.0_8
          if (diffdw .le. 0.0) wind = -1.0_8
          if (diffuw*diffdw .gt. 0.0) then
            limiter = (1.0_8 - sigmat)*wind*min(abs(diffuw), abs(diffdw), &
                      one_by_six*(sigma3*abs(diffuw) + sigma4*abs(diffdw)))
          else
            limiter = 0.0
          end if
          mass_flux_x(j,k) = vol_flux_x(j,k)*(density1(donor,k) + limiter)
          ener_flux(j,k) = mass_flux_x(j,k)*energy1(donor,k)
        end do
      end do
!$acc loop collapse(2) independent
      do k = y_min, y_max
        do j = x_min, x_max
          pre_mass_s = density1(j,k)*pre_vol(j,k)
          post_mass_s = pre_mass_s + mass_flux_x(j,k) - mass_flux_x(j+1,k)
          post_ener_s = (energy1(j,k)*pre_mass_s + ener_flux(j,k) - ener_flux(j+1,k))/post_mass_s
          advec_vol_s = pre_vol(j,k) + vol_flux_x(j,k) - vol_flux_x(j+1,k)
          density1(j,k) = post_mass_s/advec_vol_s
          energy1(j,k) = post_ener_s
        end do
      end do
    else if (dir .eq. g_ydir) then
      if (sweep_number .eq. 1) then
!$acc loop collapse(2) independent
        do k = y_min-2, y_max+2
          do j = x_min-2, x_max+2
            pre_vol(j,k) = volume(j,k) + (vol_flux_y(j,k+1) - vol_flux_y(j,k) &
                                          + vol_flux_x(j+1,k) - vol_flux_x(j,k))
            post_vol(j,k) = pre_vol(j,k) - (vol_flux_y(j,k+1) - vol_flux_y(j,k))
          end do
        end do
      else
!$acc loop collapse(2) independent
        do k = y_min-2, y_max+2
          do j = x_min-2, x_max+2
            pre_vol(j,k) = volume(j,k) + vol_flux_y(j,k+1) - vol_flux_y(j,k)
            post_vol(j,k) = volume(j,k)
          end do
        end do
      end if
!$acc loop collapse(2) independent
      do k = y_min, y_max+2
        do j = x_min, x_max
          if (vol_flux_y(j,k) .gt. 0.0) then
            upwind = k-2
            donor = k-1
            downwind = k
            dif = donor
          else
            upwind = min(k+1, y_max+2)
            donor = k
            downwind = k-1
            dif = upwind
          end if
          sigmat = abs(vol_flux_y(j,k))/pre_vol(j,donor)
          sigma3 = (1.0_8 + sigmat)*(vertexdy(k)/vertexdy(dif))
          sigma4 = 2.0_8 - sigmat
          diffuw = density1(j,donor) - density1(j,upwind)
          diffdw = density1(j,downwind) - density1(j,donor)
          wind = 1.0_8
          if (diffdw .le. 0.0) wind = -1.0_8
          if (diffuw*diffdw .gt. 0.0) then
            limiter = (1.0_8 - sigmat)*wind*min(abs(diffuw), abs(diffdw), &
                      one_by_six*(sigma3*abs(diffuw) + sigma4*abs(diffdw)))
          else
            limiter = 0.0
          end if
          mass_flux_y(j,k) = vol_flux_y(j,k)*(density1(j,donor) + limiter)
          ener_flux(j,k) = mass_flux_y(j,k)*energy1(j,donor)
        end do
      end do
!$acc loop collapse(2) independent
      do k = y_min, y_max
        do j = x_min, x_max
          pre_mass_s = density1(j,k)*pre_vol(j,k)
          post_mass_s = pre_mass_s + mass_flux_y(j,k) - mass_flux_y(j,k+1)
          post_ener_s = (energy1(j,k)*pre_mass_s + ener_flux(j,k) - ener_flux(j,k+1))/post_mass_s
          advec_vol_s = pre_vol(j,k) + vol_flux_y(j,k) - vol_flux_y(j,k+1)
          density1(j,k) = post_mass_s/advec_vol_s
          energy1(j,k) = post_ener_s
        end do
      end do
    end if
!$acc end kernels
!$acc end data
  end subroutine advec_cell_kernel
end module adv_kernel

program clover_advec
  use adv_fields
  use adv_kernel
  implicit none
  integer, parameter :: nx = 24, ny = 20
  integer :: tile, sweep, dir, j, k
  real(8) :: mass, energy, checksum

  allocate(chunk%tiles(1))
  tile = 1
  associate(f => chunk%tiles(tile)%field)
    chunk%tiles(tile)%t_xmin = 1; chunk%tiles(tile)%t_xmax = nx
    chunk%tiles(tile)%t_ymin = 1; chunk%tiles(tile)%t_ymax = ny
    allocate(f%density1(-1:nx+2,-1:ny+2), f%energy1(-1:nx+2,-1:ny+2), f%volume(-1:nx+2,-1:ny+2))
    allocate(f%vol_flux_x(-1:nx+3,-1:ny+2), f%mass_flux_x(-1:nx+3,-1:ny+2))
    allocate(f%vol_flux_y(-1:nx+2,-1:ny+3), f%mass_flux_y(-1:nx+2,-1:ny+3))
    allocate(f%pre_vol(-1:nx+3,-1:ny+3), f%post_vol(-1:nx+3,-1:ny+3), f%ener_flux(-1:nx+3,-1:ny+3))
    allocate(f%vertexdx(-1:nx+3), f%vertexdy(-1:ny+3))
    f%vertexdx = 0.25d0; f%vertexdy = 0.25d0; f%volume = 0.0625d0
    f%density1 = 0.2d0; f%energy1 = 1.0d0
    do k = -1, ny+2
      do j = -1, nx+2
        if (j <= nx/2 .and. k <= ny/4) then
          f%density1(j,k) = 1.0d0; f%energy1(j,k) = 2.5d0
        end if
      end do
    end do
    ! A shear flow: volume fluxes on the interior faces only.
    f%vol_flux_x = 0; f%vol_flux_y = 0
    do k = 1, ny
      do j = 2, nx
        f%vol_flux_x(j,k) = 0.002d0*sin(0.3d0*k)
      end do
    end do
    do k = 2, ny
      do j = 1, nx
        f%vol_flux_y(j,k) = 0.0015d0*cos(0.2d0*j)
      end do
    end do
    f%mass_flux_x = 0; f%mass_flux_y = 0; f%pre_vol = 0; f%post_vol = 0; f%ener_flux = 0
  end associate

!$acc data copy(chunk%tiles(1)%field%density1, chunk%tiles(1)%field%energy1) &
!$acc   copyin(chunk%tiles(1)%field%volume, chunk%tiles(1)%field%vol_flux_x) &
!$acc   copyin(chunk%tiles(1)%field%vol_flux_y, chunk%tiles(1)%field%vertexdx) &
!$acc   copyin(chunk%tiles(1)%field%vertexdy) &
!$acc   create(chunk%tiles(1)%field%mass_flux_x, chunk%tiles(1)%field%mass_flux_y) &
!$acc   create(chunk%tiles(1)%field%pre_vol, chunk%tiles(1)%field%post_vol) &
!$acc   create(chunk%tiles(1)%field%ener_flux)
  do sweep = 1, 4
    dir = 2 - mod(sweep, 2)
    associate(t => chunk%tiles(tile), f => chunk%tiles(tile)%field)
      call advec_cell_kernel(t%t_xmin, t%t_xmax, t%t_ymin, t%t_ymax, dir, 2 - mod(sweep, 2), &
                             f%vertexdx, f%vertexdy, f%volume, f%density1, f%energy1,        &
                             f%mass_flux_x, f%vol_flux_x, f%mass_flux_y, f%vol_flux_y,       &
                             f%pre_vol, f%post_vol, f%ener_flux)
    end associate
!$acc update host(chunk%tiles(1)%field%density1, chunk%tiles(1)%field%energy1)
    mass = 0; energy = 0
    do k = 1, ny
      do j = 1, nx
        mass = mass + chunk%tiles(1)%field%density1(j,k)*0.0625d0
        energy = energy + chunk%tiles(1)%field%density1(j,k)*chunk%tiles(1)%field%energy1(j,k)*0.0625d0
      end do
    end do
    write(*, '(a,i3,a,i2,a,f16.10,a,f16.10)') ' sweep', sweep, ' dir', dir, ' mass', mass, &
      ' energy', energy
  end do
!$acc end data
  checksum = 0
  do k = 1, ny
    do j = 1, nx
      checksum = checksum + chunk%tiles(1)%field%density1(j,k)*j + chunk%tiles(1)%field%energy1(j,k)
    end do
  end do
  write(*, '(a,f16.10,a,f16.10)') ' density(3,3)', chunk%tiles(1)%field%density1(3,3), &
    ' energy(7,2)', chunk%tiles(1)%field%energy1(7,2)
  write(*, '(a,f16.10)') ' checksum', checksum
end program clover_advec
