! Components of an element picked at run time when the array of structures is a POINTER
! component (`type(tile_t), pointer :: tiles(:)`) and the element's field a pointer too
! (`real(8), pointer :: p(:)`), as decision 124 does for allocatable ones (OpenACC 3.3 §2.6.2,
! §2.7.2; decision 126): `data copy(ch%tiles(k)%p)` around `kernels present(...)`, a region
! without clauses (the absent fields copied with the structure), a `copy` of a section
! `ch%tiles(k)%p(1:50)`, `enter data copyin` of each element's field in a loop and regions
! without clauses in a procedure taking the structure and the index, then `exit data copyout`
! with `detach`; and a `tiles` pointing to every other element of an array (not contiguous).
! With device memory of its own the region copied `ch` and its tiles whole with the host's
! addresses of the fields in them: the kernel wrote host memory, which the copy-out overwrote.
! expect-exit: 0
! expect-stdout:
! | data k=2:    100.0   400.0   300.0
! | no clause:    100.0  4000.0   300.0
! | section:    100.0  4050.0   300.0
! | enter/exit:    200.0  4150.0   400.0
! | strided:    200.0   200.0   200.0
module m593
  implicit none
  type tile_t
    real(8), pointer :: p(:) => null()
    integer :: n
  end type
  type chunk_t
    integer :: id
    type(tile_t), pointer :: tiles(:) => null()
  end type
contains
  subroutine add_one(c, k)
    type(chunk_t), intent(inout) :: c
    integer, intent(in) :: k
    integer :: i
    !$acc parallel loop
    do i = 1, c%tiles(k)%n
      c%tiles(k)%p(i) = c%tiles(k)%p(i) + 1
    end do
  end subroutine

  subroutine show(what, c)
    character(*), intent(in) :: what
    type(chunk_t), intent(in) :: c
    integer :: k
    print '(a, 3f8.1)', what, (sum(c%tiles(k)%p), k = 1, size(c%tiles))
  end subroutine
end module

program p593
  use m593
  implicit none
  type(chunk_t) :: ch
  type(tile_t), target :: every(6)
  integer :: k, i
  allocate(ch%tiles(3))
  do k = 1, 3
    allocate(ch%tiles(k)%p(100))
    ch%tiles(k)%p = k
    ch%tiles(k)%n = 100
  end do
  k = 2
  !$acc data copy(ch%tiles(k)%p)
  !$acc kernels present(ch%tiles(k)%p)
  !$acc loop independent
  do i = 1, 100
    ch%tiles(k)%p(i) = ch%tiles(k)%p(i) * 2
  end do
  !$acc end kernels
  !$acc end data
  call show('data k=2: ', ch)
  !$acc parallel loop
  do i = 1, 100
    ch%tiles(k)%p(i) = ch%tiles(k)%p(i) * 10
  end do
  call show('no clause: ', ch)
  !$acc data copy(ch%tiles(k)%p(1:50))
  !$acc parallel loop
  do i = 1, 50
    ch%tiles(k)%p(i) = ch%tiles(k)%p(i) + 1
  end do
  !$acc end data
  call show('section: ', ch)
  do k = 1, 3
    !$acc enter data copyin(ch%tiles(k)%p)
  end do
  do k = 1, 3
    call add_one(ch, k)
  end do
  do k = 1, 3
    !$acc exit data copyout(ch%tiles(k)%p) detach(ch%tiles(k)%p)
  end do
  call show('enter/exit: ', ch)
  ! Every other element of an array of tiles: not contiguous, each field still reached.
  do k = 1, 6
    allocate(every(k)%p(100))
    every(k)%p = 1
    every(k)%n = 100
  end do
  deallocate(ch%tiles)
  ch%tiles => every(1:6:2)
  do k = 1, 3
    !$acc data copy(ch%tiles(k)%p)
    !$acc parallel loop present(ch%tiles(k)%p)
    do i = 1, ch%tiles(k)%n
      ch%tiles(k)%p(i) = ch%tiles(k)%p(i) * 2
    end do
    !$acc end data
  end do
  call show('strided: ', ch)
end program
