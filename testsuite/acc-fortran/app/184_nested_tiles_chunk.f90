! App: CloverLeaf's nesting, `chunk%tiles(t)%field%density(:, :)`: a chunk of tiles, each
! tile a field type with allocatable 2-D arrays, mapped level by level with `enter data`
! (the chunk, the tiles array, each tile's field arrays: each level attached to the one
! above), a routine taking one tile's arrays as explicit-shape dummies under `present`, and
! one that reaches them through the chunk inside the compute region.
! expect-exit: 0
! expect-stdout:
! | mass tile 1 =    120.0000
! | mass tile 2 =    240.0000
! | mass tile 3 =    360.0000
! | e(2)(3,4)   =     16.0000
module tiles_m
  implicit none
  type field_t
    real(8), allocatable :: density(:, :), energy(:, :)
  end type field_t
  type tile_t
    integer :: nx, ny
    type(field_t) :: field
  end type tile_t
  type chunk_t
    type(tile_t), allocatable :: tiles(:)
  end type chunk_t
contains
  subroutine ideal(nx, ny, d, e)
    integer, intent(in) :: nx, ny
    real(8), intent(in) :: d(nx, ny)
    real(8), intent(inout) :: e(nx, ny)
    integer :: i, j
    !$acc parallel loop collapse(2) present(d, e)
    do j = 1, ny
      do i = 1, nx
        e(i, j) = e(i, j) * d(i, j) + i * j - i * j
      end do
    end do
  end subroutine ideal

  real(8) function tile_mass(chunk, t) result(m)
    type(chunk_t), intent(in) :: chunk
    integer, intent(in) :: t
    integer :: i, j
    m = 0
    !$acc parallel loop collapse(2) present(chunk) reduction(+:m)
    do j = 1, chunk%tiles(t)%ny
      do i = 1, chunk%tiles(t)%nx
        m = m + chunk%tiles(t)%field%density(i, j)
      end do
    end do
  end function tile_mass
end module tiles_m

program nested_tiles_chunk
  use tiles_m
  implicit none
  type(chunk_t) :: chunk
  integer :: t
  allocate(chunk%tiles(3))
  do t = 1, 3
    chunk%tiles(t)%nx = 4 + t
    chunk%tiles(t)%ny = 4
    allocate(chunk%tiles(t)%field%density(4 + t, 4), chunk%tiles(t)%field%energy(4 + t, 4))
    chunk%tiles(t)%field%density = t * 24.0d0 / (4 + t) / 4 * 5
    chunk%tiles(t)%field%energy = 3
  end do
  !$acc enter data copyin(chunk)
  !$acc enter data copyin(chunk%tiles)
  do t = 1, 3
    !$acc enter data copyin(chunk%tiles(t)%field%density, chunk%tiles(t)%field%energy)
  end do
  do t = 1, 3
    call ideal(chunk%tiles(t)%nx, chunk%tiles(t)%ny, chunk%tiles(t)%field%density, &
               chunk%tiles(t)%field%energy)
  end do
  do t = 1, 3
    print '(a, i0, a, f12.4)', 'mass tile ', t, ' =', tile_mass(chunk, t)
  end do
  do t = 1, 3
    !$acc exit data copyout(chunk%tiles(t)%field%energy) delete(chunk%tiles(t)%field%density)
  end do
  !$acc exit data delete(chunk%tiles)
  !$acc exit data delete(chunk)
  print '(a, f12.4)', 'e(2)(3,4)   =', chunk%tiles(2)%field%energy(3, 4) / 2.5d0 * 2 / 3 * 2
end program nested_tiles_chunk
