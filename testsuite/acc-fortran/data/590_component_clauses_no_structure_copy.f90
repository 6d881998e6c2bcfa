! Allocatable components named in the data clauses of compute and data constructs
! (`kernels present(ch%f%e)`, `parallel loop present(ch%f%d)` of rank 2 with other lower
! bounds, `copy(ch%big(lo:hi))`, `data present(ch%f%e)` around a `parallel loop` without
! clauses) while the structure `ch` itself is on no clause and not on the device (OpenACC
! 3.3 §2.6.2, §2.7.2): the kernel gets a copy of the component's descriptor by value with the
! device address of the elements, as for an allocatable array dummy; `ch` is not copied
! whole with an attach per launch. A region that also reads `ch%n` (on no clause) still copies
! `ch` whole; a component of an element picked at run time (`ch%tiles(k)%w`) too.
! reference: without -fopenacc (gfortran 12 crashes on with_count's region)
! remark: kernel __chunk_mod_MOD_scale_e.acc.0 launched (2 arguments); data: present(ch%f%e[0:*]) [-Minfo=accel]
! remark: kernel __chunk_mod_MOD_fill_d.acc.1 launched (1 argument); data: present(ch%f%d[0:*]) [-Minfo=accel]
! remark: kernel __chunk_mod_MOD_window.acc.2 launched (3 arguments); data: copy(ch%big[*:*]) [-Minfo=accel]
! remark: kernel __chunk_mod_MOD_under_data.acc.4 launched (1 argument); data: present(ch%f%e[0:*]) [-Minfo=accel]
! remark: data: present(ch%f%e[0:*]) copy(ch) attach(ch (its pointer at byte 8))
! expect-exit: 0
! expect-stdout:
! | e:   5.50   8.50  11.50  14.50  17.50  20.50
! | d:  -1.0   9.0  19.0   0.0  10.0  20.0   1.0  11.0  21.0
! | big:   1.0  12.0  21.0
! | tiles:   72.0  234.0
! | n:  2
module chunk_mod
  implicit none
  type field_t
    real(8), allocatable :: e(:)
    real(8), allocatable :: d(:,:)
  end type
  type tile_t
    real(8), allocatable :: w(:)
  end type
  type chunk_t
    integer :: n = 0
    type(field_t) :: f
    type(tile_t) :: tiles(3)
    real(8), allocatable :: big(:)
  end type
contains
  subroutine scale_e(ch, a)
    type(chunk_t), intent(inout) :: ch
    real(8), intent(in) :: a
    integer :: i
    !$acc kernels present(ch%f%e)
    do i = 1, size(ch%f%e)
      ch%f%e(i) = ch%f%e(i) * a + 1d0
    end do
    !$acc end kernels
  end subroutine

  subroutine fill_d(ch)
    type(chunk_t), intent(inout) :: ch
    integer :: i, j
    !$acc parallel loop collapse(2) present(ch%f%d)
    do j = lbound(ch%f%d, 2), ubound(ch%f%d, 2)
      do i = lbound(ch%f%d, 1), ubound(ch%f%d, 1)
        ch%f%d(i, j) = 10d0 * i + j
      end do
    end do
  end subroutine

  subroutine window(ch, lo, hi)
    type(chunk_t), intent(inout) :: ch
    integer, intent(in) :: lo, hi
    integer :: i
    !$acc parallel loop copy(ch%big(lo:hi))
    do i = lo, hi
      ch%big(i) = ch%big(i) + i
    end do
  end subroutine

  subroutine tile_sum(ch, k, s)
    type(chunk_t), intent(inout) :: ch
    integer, intent(in) :: k
    real(8), intent(out) :: s
    integer :: i
    s = 0
    !$acc parallel loop reduction(+:s) present(ch%tiles(k)%w)
    do i = 1, size(ch%tiles(k)%w)
      s = s + ch%tiles(k)%w(i)
    end do
  end subroutine

  subroutine under_data(ch)
    type(chunk_t), intent(inout) :: ch
    integer :: i
    !$acc data present(ch%f%e)
    !$acc parallel loop
    do i = 1, size(ch%f%e)
      ch%f%e(i) = ch%f%e(i) - 0.5d0
    end do
    !$acc end data
  end subroutine

  subroutine with_count(ch)
    type(chunk_t), intent(inout) :: ch
    integer :: i
    ! ch%n is read too and named by no clause: the structure is copied whole.
    !$acc parallel loop present(ch%f%e)
    do i = 1, size(ch%f%e)
      ch%f%e(i) = ch%f%e(i) + ch%n
    end do
  end subroutine
end module

program p
  use chunk_mod
  implicit none
  type(chunk_t) :: ch
  integer :: i, k
  real(8) :: s(3)
  ch%n = 2
  allocate(ch%f%e(6), ch%f%d(0:2, -1:1), ch%big(40))
  do k = 1, 3
    allocate(ch%tiles(k)%w(4 * k))
    ch%tiles(k)%w = [(dble(i * k), i = 1, 4 * k)]
  end do
  ch%f%e = [(dble(i), i = 1, 6)]
  ch%f%d = -1
  ch%big = 1
  !$acc enter data copyin(ch%f%e, ch%f%d, ch%tiles(2)%w, ch%tiles(3)%w)
  call scale_e(ch, 3d0)
  call fill_d(ch)
  call window(ch, 11, 20)
  call tile_sum(ch, 2, s(2))
  call tile_sum(ch, 3, s(3))
  call under_data(ch)
  call with_count(ch)
  !$acc exit data copyout(ch%f%e, ch%f%d) delete(ch%tiles(2)%w, ch%tiles(3)%w)
  print '(a, 6f7.2)', 'e:', ch%f%e
  print '(a, 9f6.1)', 'd:', ch%f%d
  print '(a, 3f6.1)', 'big:', ch%big(10), ch%big(11), ch%big(20)
  print '(a, 2f7.1)', 'tiles:', s(2), s(3)
  print '(a, i3)', 'n:', ch%n
end program
