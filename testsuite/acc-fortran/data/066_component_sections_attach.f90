! Data: sections of allocatable components in data clauses attach (OpenACC 3.3 §2.7.2), as
! whole components do: after `enter data copyin(s)`, `enter data copyin(s%a(1:n))` makes the
! device copy of `s` point at the device copy of `s%a`, so that a compute construct with
! `present(s)` reaches the section through the structure; a nested component of an element
! of an array component (`chunk%tiles(1)%field%density(:, 2:3)`, CloverLeaf's shape) the same.
! Run with discrete memory, a missing attach reads the host copy and the result is wrong.
! expect-exit: 0
! expect-stdout:
! | sum(a), a(1), a(n), b(1) =     4224.00    3.00  129.00   -1.00
! | b(0), b(n+1) =    1.00    1.00
! | density total, (1,2), (10,4) =      400.00    -41.00    170.00
module chunk_m
  implicit none
  type field_t
    real(8), allocatable :: density(:, :)
  end type field_t
  type tile_t
    type(field_t) :: field
  end type tile_t
  type chunk_t
    type(tile_t) :: tiles(2)
  end type chunk_t
  type state_t
    integer :: n
    real(8), allocatable :: a(:), b(:)
  end type state_t
end module chunk_m

program component_sections_attach
  use chunk_m
  implicit none
  type(state_t) :: s
  type(chunk_t) :: chunk
  integer :: i, j, n
  real(8) :: total
  n = 64
  s%n = n
  allocate(s%a(n), s%b(0:n + 1))
  do i = 1, n
    s%a(i) = i
  end do
  s%b = 1
  !$acc enter data copyin(s)
  !$acc enter data copyin(s%a(1:n), s%b(1:n))
  !$acc parallel loop present(s)
  do i = 1, n
    s%a(i) = s%a(i) * 2 + s%b(i)
    s%b(i) = -1
  end do
  !$acc exit data copyout(s%a(1:n), s%b(1:n))
  !$acc exit data delete(s)
  print '(a, f12.2, 3f8.2)', 'sum(a), a(1), a(n), b(1) =', sum(s%a), s%a(1), s%a(n), s%b(1)
  print '(a, 2f8.2)', 'b(0), b(n+1) =', s%b(0), s%b(n + 1)

  allocate(chunk%tiles(1)%field%density(10, 4))
  do j = 1, 4
    do i = 1, 10
      chunk%tiles(1)%field%density(i, j) = i + 10 * j * j
    end do
  end do
  !$acc enter data copyin(chunk)
  !$acc enter data copyin(chunk%tiles(1)%field%density(:, 2:3))
  !$acc parallel loop collapse(2) present(chunk)
  do j = 2, 3
    do i = 1, 10
      chunk%tiles(1)%field%density(i, j) = -chunk%tiles(1)%field%density(i, j)
    end do
  end do
  !$acc exit data copyout(chunk%tiles(1)%field%density(:, 2:3))
  !$acc exit data delete(chunk)
  total = 0
  do j = 1, 4
    do i = 1, 10
      total = total + chunk%tiles(1)%field%density(i, j)
    end do
  end do
  print '(a, f12.2, 2f10.2)', 'density total, (1,2), (10,4) =', total, &
    chunk%tiles(1)%field%density(1, 2), chunk%tiles(1)%field%density(10, 4)
end program component_sections_attach
