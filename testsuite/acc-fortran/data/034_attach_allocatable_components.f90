! reference: without -fopenacc
! Data: allocatable components of derived types (OpenACC 3.3 §2.6.4, §2.7.2), the CloverLeaf
! way: `enter data copyin(chunk)`, then `copyin(chunk%tiles)`, then `create` of each field's
! allocatable arrays attach the device copies to the device copy of the structure; kernels in
! subroutines taking the field structure use `present(field%density0, …)`, a
! `reduction(min:)` over a `loop independent collapse(2)`, and `update self` of a component.
! With discrete memory a missing attach leaves the device structure pointing at host data.
! (gfortran 12's OpenACC fails on components of a dummy in a compute clause: the reference is
! the program's sequential meaning.)
! expect-exit: 0
! expect-stdout:
! | dt per tile =    0.254136    0.241844
! | sum of pressure and soundspeed =     7127.566741
! | pressure(1,1) of each tile =    1.8000    2.1000
! | halo pressure(0,0) =    0.0000
module clover_fields_m
  implicit none
  type field_type
    real(8), allocatable :: density0(:, :), energy0(:, :), pressure(:, :)
    real(8), allocatable :: soundspeed(:, :), xvel0(:, :)
    integer :: x_min, x_max, y_min, y_max
  end type field_type
  type tile_type
    type(field_type) :: field
    integer :: id
  end type tile_type
  type chunk_type
    type(tile_type), allocatable :: tiles(:)
    integer :: tiles_per_chunk
  end type chunk_type
contains
  subroutine ideal_gas(field)
    type(field_type), intent(inout) :: field
    integer :: j, k, x_min, x_max, y_min, y_max
    real(8) :: v, pe, pv
    x_min = field%x_min
    x_max = field%x_max
    y_min = field%y_min
    y_max = field%y_max
    !$acc kernels present(field%density0, field%energy0, field%pressure, field%soundspeed)
    !$acc loop independent collapse(2) private(v, pe, pv)
    do k = y_min, y_max
      do j = x_min, x_max
        v = 1.0d0 / field%density0(j, k)
        field%pressure(j, k) = 0.4d0 * field%density0(j, k) * field%energy0(j, k)
        pe = 0.4d0 * field%density0(j, k)
        pv = -field%density0(j, k) * field%pressure(j, k)
        field%soundspeed(j, k) = sqrt(v * v * (field%pressure(j, k) * pe - pv))
      end do
    end do
    !$acc end kernels
  end subroutine ideal_gas

  real(8) function min_dt(field) result(dt)
    type(field_type), intent(in) :: field
    integer :: j, k
    dt = huge(1.0d0)
    !$acc parallel loop collapse(2) reduction(min:dt) present(field%soundspeed, field%xvel0)
    do k = field%y_min, field%y_max
      do j = field%x_min, field%x_max
        dt = min(dt, 0.5d0 / (field%soundspeed(j, k) + abs(field%xvel0(j, k))))
      end do
    end do
  end function min_dt
end module clover_fields_m

program attach_allocatable_components
  use clover_fields_m
  implicit none
  type(chunk_type) :: chunk
  integer :: t, j, k, x_max, y_max
  real(8) :: dt(2), total
  chunk%tiles_per_chunk = 2
  allocate (chunk%tiles(chunk%tiles_per_chunk))
  do t = 1, chunk%tiles_per_chunk
    chunk%tiles(t)%id = t
    chunk%tiles(t)%field%x_min = 1
    chunk%tiles(t)%field%x_max = 30 + 10 * t
    chunk%tiles(t)%field%y_min = 1
    chunk%tiles(t)%field%y_max = 20 + t
    allocate (chunk%tiles(t)%field%density0(0:41 + 10 * t, 0:21 + t))
    allocate (chunk%tiles(t)%field%energy0(0:41 + 10 * t, 0:21 + t))
    allocate (chunk%tiles(t)%field%pressure(0:41 + 10 * t, 0:21 + t))
    allocate (chunk%tiles(t)%field%soundspeed(0:41 + 10 * t, 0:21 + t))
    allocate (chunk%tiles(t)%field%xvel0(0:41 + 10 * t, 0:21 + t))
    do k = 0, 21 + t
      do j = 0, 41 + 10 * t
        chunk%tiles(t)%field%density0(j, k) = 1.0d0 + mod(j + k * t, 7) * 0.25d0
        chunk%tiles(t)%field%energy0(j, k) = 2.5d0 + mod(j * k, 5) * 0.5d0
        chunk%tiles(t)%field%xvel0(j, k) = 0.01d0 * (j - k)
      end do
    end do
    chunk%tiles(t)%field%pressure = 0
    chunk%tiles(t)%field%soundspeed = 0
  end do

  !$acc enter data copyin(chunk)
  !$acc enter data copyin(chunk%tiles)
  do t = 1, chunk%tiles_per_chunk
    !$acc enter data copyin(chunk%tiles(t)%field%density0, chunk%tiles(t)%field%energy0) &
    !$acc& copyin(chunk%tiles(t)%field%xvel0) &
    !$acc& create(chunk%tiles(t)%field%pressure, chunk%tiles(t)%field%soundspeed)
  end do
  do t = 1, chunk%tiles_per_chunk
    call ideal_gas(chunk%tiles(t)%field)
    dt(t) = min_dt(chunk%tiles(t)%field)
  end do
  total = 0
  do t = 1, chunk%tiles_per_chunk
    !$acc update self(chunk%tiles(t)%field%pressure)
    !$acc exit data copyout(chunk%tiles(t)%field%soundspeed) &
    !$acc& delete(chunk%tiles(t)%field%density0, chunk%tiles(t)%field%energy0) &
    !$acc& delete(chunk%tiles(t)%field%xvel0, chunk%tiles(t)%field%pressure)
    x_max = chunk%tiles(t)%field%x_max
    y_max = chunk%tiles(t)%field%y_max
    total = total + sum(chunk%tiles(t)%field%pressure(1:x_max, 1:y_max)) &
      + sum(chunk%tiles(t)%field%soundspeed(1:x_max, 1:y_max))
  end do
  !$acc exit data delete(chunk%tiles)
  !$acc exit data delete(chunk)
  print '(a, 2f12.6)', 'dt per tile =', dt
  print '(a, f16.6)', 'sum of pressure and soundspeed =', total
  print '(a, 2f10.4)', 'pressure(1,1) of each tile =', chunk%tiles(1)%field%pressure(1, 1), &
    chunk%tiles(2)%field%pressure(1, 1)
  print '(a, f10.4)', 'halo pressure(0,0) =', chunk%tiles(1)%field%pressure(0, 0)
end program attach_allocatable_components
