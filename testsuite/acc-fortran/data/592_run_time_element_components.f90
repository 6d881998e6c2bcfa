! Allocatable components of an element picked at run time (`ch%tiles(k)%w` with `tiles` an
! allocatable array of structures inside a module structure or a dummy), named in data clauses
! (`data copy(ch%tiles(k)%w)` around `kernels present(ch%tiles(k)%w)`, around `parallel loop`,
! inside a loop over the tiles, `copyin` for a read-only sum, a rank-2 component): the region
! copies `ch` and its `tiles` elements whole, and each element's `w`, present on the device, is
! attached there (OpenACC 3.3 §2.6.2, §2.7.2), so the kernel works on the device copy that the
! data construct copies back; the other tiles' `w` are copied as the structure is.
! expect-exit: 0
! expect-stdout:
! | module k=2:   100.0  400.0  300.0
! | dummy k=3:   100.0  400.0  900.0
! | each tile:   200.0  800.0 1800.0
! | read-only:   800.0  100.0  400.0  900.0
! | rank 2:     18.0    36.0
! | counts:   100  100  100
module m592
  implicit none
  type tile_t
    real(8), allocatable :: w(:)
    integer :: n
    real(8), allocatable :: q(:,:)
  end type
  type chunk_t
    integer :: id
    type(tile_t), allocatable :: tiles(:)
  end type
  type(chunk_t) :: ch
contains
  subroutine triple(c, k)
    type(chunk_t), intent(inout) :: c
    integer, intent(in) :: k
    integer :: i
    !$acc data copy(c%tiles(k)%w)
    !$acc parallel loop present(c%tiles(k)%w)
    do i = 1, c%tiles(k)%n
      c%tiles(k)%w(i) = c%tiles(k)%w(i) * 3
    end do
    !$acc end data
  end subroutine

  real(8) function tile_sum(c, k) result(s)
    type(chunk_t), intent(in) :: c
    integer, intent(in) :: k
    integer :: i
    s = 0
    !$acc data copyin(c%tiles(k)%w)
    !$acc parallel loop reduction(+:s)
    do i = 1, size(c%tiles(k)%w)
      s = s + c%tiles(k)%w(i)
    end do
    !$acc end data
  end function

  subroutine scale_q(c, k)
    type(chunk_t), intent(inout) :: c
    integer, intent(in) :: k
    integer :: i, j
    !$acc data copy(c%tiles(k)%q)
    !$acc kernels
    do j = 1, size(c%tiles(k)%q, 2)
      do i = 1, size(c%tiles(k)%q, 1)
        c%tiles(k)%q(i, j) = c%tiles(k)%q(i, j) * j
      end do
    end do
    !$acc end kernels
    !$acc end data
  end subroutine
end module

program p
  use m592
  implicit none
  integer :: k, i
  allocate(ch%tiles(3))
  ch%id = 7
  do k = 1, 3
    allocate(ch%tiles(k)%w(100))
    ch%tiles(k)%w = k
    ch%tiles(k)%n = 100
  end do
  allocate(ch%tiles(2)%q(2, 3))
  ch%tiles(2)%q = 3
  k = 2
  !$acc data copy(ch%tiles(k)%w)
  !$acc kernels present(ch%tiles(k)%w)
  !$acc loop independent
  do i = 1, 100
    ch%tiles(k)%w(i) = ch%tiles(k)%w(i) * 2
  end do
  !$acc end kernels
  !$acc end data
  print '(a, 3f7.1)', 'module k=2: ', (sum(ch%tiles(k)%w), k = 1, 3)
  call triple(ch, 3)
  print '(a, 3f7.1)', 'dummy k=3: ', (sum(ch%tiles(k)%w), k = 1, 3)
  do k = 1, 3
    !$acc data copy(ch%tiles(k)%w)
    !$acc parallel loop
    do i = 1, ch%tiles(k)%n
      ch%tiles(k)%w(i) = ch%tiles(k)%w(i) * 2
    end do
    !$acc end data
  end do
  print '(a, 3f7.1)', 'each tile: ', (sum(ch%tiles(k)%w), k = 1, 3)
  print '(a, 4f7.1)', 'read-only: ', tile_sum(ch, 2), (sum(ch%tiles(k)%w) / 2, k = 1, 3)
  call scale_q(ch, 2)
  print '(a, 2f8.1)', 'rank 2: ', sum(ch%tiles(2)%q(:, 1:2)), sum(ch%tiles(2)%q)
  print '(a, 3i5)', 'counts: ', (ch%tiles(k)%n, k = 1, 3)
end program
