! Allocates the field arrays of every tile of the chunk: cell-centred fields over
! x_min-2:x_max+2, vertex and face fields one wider, and the mesh geometry.
module build_field_module
  use data_module
  use definitions_module
  use report_module
  implicit none
  private
  public :: build_field

contains

  subroutine alloc2(a, xlo, xhi, ylo, yhi, name)
    real(kind=rk), allocatable, intent(inout) :: a(:,:)
    integer, intent(in) :: xlo, xhi, ylo, yhi
    character(len=*), intent(in) :: name
    integer :: err
    allocate(a(xlo:xhi, ylo:yhi), stat=err)
    if (err /= 0) call report_error('build_field', 'cannot allocate '//name)
    a = 0.0_rk
  end subroutine alloc2

  subroutine alloc1(a, lo, hi, name)
    real(kind=rk), allocatable, intent(inout) :: a(:)
    integer, intent(in) :: lo, hi
    character(len=*), intent(in) :: name
    integer :: err
    allocate(a(lo:hi), stat=err)
    if (err /= 0) call report_error('build_field', 'cannot allocate '//name)
    a = 0.0_rk
  end subroutine alloc1

  subroutine build_field()
    integer :: t, xl, xh, yl, yh
    do t = 1, chunk%tiles_per_chunk
      xl = chunk%tiles(t)%t_xmin
      xh = chunk%tiles(t)%t_xmax
      yl = chunk%tiles(t)%t_ymin
      yh = chunk%tiles(t)%t_ymax
      call alloc2(chunk%tiles(t)%field%density0, xl-2, xh+2, yl-2, yh+2, 'density0')
      call alloc2(chunk%tiles(t)%field%density1, xl-2, xh+2, yl-2, yh+2, 'density1')
      call alloc2(chunk%tiles(t)%field%energy0, xl-2, xh+2, yl-2, yh+2, 'energy0')
      call alloc2(chunk%tiles(t)%field%energy1, xl-2, xh+2, yl-2, yh+2, 'energy1')
      call alloc2(chunk%tiles(t)%field%pressure, xl-2, xh+2, yl-2, yh+2, 'pressure')
      call alloc2(chunk%tiles(t)%field%viscosity, xl-2, xh+2, yl-2, yh+2, 'viscosity')
      call alloc2(chunk%tiles(t)%field%soundspeed, xl-2, xh+2, yl-2, yh+2, 'soundspeed')
      call alloc2(chunk%tiles(t)%field%xvel0, xl-2, xh+3, yl-2, yh+3, 'xvel0')
      call alloc2(chunk%tiles(t)%field%xvel1, xl-2, xh+3, yl-2, yh+3, 'xvel1')
      call alloc2(chunk%tiles(t)%field%yvel0, xl-2, xh+3, yl-2, yh+3, 'yvel0')
      call alloc2(chunk%tiles(t)%field%yvel1, xl-2, xh+3, yl-2, yh+3, 'yvel1')
      call alloc2(chunk%tiles(t)%field%vol_flux_x, xl-2, xh+3, yl-2, yh+2, 'vol_flux_x')
      call alloc2(chunk%tiles(t)%field%mass_flux_x, xl-2, xh+3, yl-2, yh+2, 'mass_flux_x')
      call alloc2(chunk%tiles(t)%field%vol_flux_y, xl-2, xh+2, yl-2, yh+3, 'vol_flux_y')
      call alloc2(chunk%tiles(t)%field%mass_flux_y, xl-2, xh+2, yl-2, yh+3, 'mass_flux_y')
      call alloc2(chunk%tiles(t)%field%work_array1, xl-2, xh+3, yl-2, yh+3, 'work_array1')
      call alloc2(chunk%tiles(t)%field%work_array2, xl-2, xh+3, yl-2, yh+3, 'work_array2')
      call alloc2(chunk%tiles(t)%field%work_array3, xl-2, xh+3, yl-2, yh+3, 'work_array3')
      call alloc2(chunk%tiles(t)%field%work_array4, xl-2, xh+3, yl-2, yh+3, 'work_array4')
      call alloc2(chunk%tiles(t)%field%work_array5, xl-2, xh+3, yl-2, yh+3, 'work_array5')
      call alloc2(chunk%tiles(t)%field%work_array6, xl-2, xh+3, yl-2, yh+3, 'work_array6')
      call alloc2(chunk%tiles(t)%field%work_array7, xl-2, xh+3, yl-2, yh+3, 'work_array7')
      call alloc1(chunk%tiles(t)%field%cellx, xl-2, xh+2, 'cellx')
      call alloc1(chunk%tiles(t)%field%celly, yl-2, yh+2, 'celly')
      call alloc1(chunk%tiles(t)%field%vertexx, xl-2, xh+3, 'vertexx')
      call alloc1(chunk%tiles(t)%field%vertexy, yl-2, yh+3, 'vertexy')
      call alloc1(chunk%tiles(t)%field%celldx, xl-2, xh+2, 'celldx')
      call alloc1(chunk%tiles(t)%field%celldy, yl-2, yh+2, 'celldy')
      call alloc1(chunk%tiles(t)%field%vertexdx, xl-2, xh+3, 'vertexdx')
      call alloc1(chunk%tiles(t)%field%vertexdy, yl-2, yh+3, 'vertexdy')
      call alloc2(chunk%tiles(t)%field%volume, xl-2, xh+2, yl-2, yh+2, 'volume')
      call alloc2(chunk%tiles(t)%field%xarea, xl-2, xh+3, yl-2, yh+2, 'xarea')
      call alloc2(chunk%tiles(t)%field%yarea, xl-2, xh+2, yl-2, yh+3, 'yarea')
    end do
  end subroutine build_field

end module build_field_module
