! App: an array of blocks, each a derived type with allocatable components `blk(k)%u(:)`,
! created on the device by a module's init routine (`enter data copyin(blk)` then per block
! `enter data copyin(blk(k)%u) create(blk(k)%w)`, each attached into the device copy of
! `blk`), worked on through `present(blk)` in regions that loop over blocks and their
! elements, and taken down by the finalize routine (`exit data copyout(blk(k)%w)` per block
! before `exit data delete(blk)`).
! expect-exit: 0
! expect-stdout:
! | w(1)(1), w(1)(n1) =      2.0000     20.0000
! | w(4)(n4)          =    176.0000
! | total             =   3580.0000
module blocks_m
  implicit none
  type block_t
    integer :: n
    real(8), allocatable :: u(:), w(:)
  end type block_t
  type(block_t), allocatable :: blk(:)
contains
  subroutine blocks_init(nb)
    integer, intent(in) :: nb
    integer :: k, i
    allocate(blk(nb))
    do k = 1, nb
      blk(k)%n = 10 + 4 * (k - 1)
      allocate(blk(k)%u(blk(k)%n), blk(k)%w(blk(k)%n))
      do i = 1, blk(k)%n
        blk(k)%u(i) = i * k
      end do
      blk(k)%w = 0
    end do
    !$acc enter data copyin(blk)
    do k = 1, nb
      !$acc enter data copyin(blk(k)%u) create(blk(k)%w)
    end do
  end subroutine blocks_init

  subroutine blocks_work()
    integer :: k, i
    !$acc parallel loop gang present(blk)
    do k = 1, size(blk)
      !$acc loop vector
      do i = 1, blk(k)%n
        blk(k)%w(i) = 2 * blk(k)%u(i)
      end do
    end do
  end subroutine blocks_work

  subroutine blocks_finalize()
    integer :: k
    do k = 1, size(blk)
      !$acc exit data copyout(blk(k)%w) delete(blk(k)%u)
    end do
    !$acc exit data delete(blk)
  end subroutine blocks_finalize
end module blocks_m

program module_lifecycle_type_array
  use blocks_m
  implicit none
  real(8) :: total
  integer :: k
  call blocks_init(4)
  call blocks_work()
  call blocks_finalize()
  total = 0
  do k = 1, 4
    total = total + sum(blk(k)%w)
  end do
  print '(a, 2f12.4)', 'w(1)(1), w(1)(n1) =', blk(1)%w(1), blk(1)%w(blk(1)%n)
  print '(a, f12.4)', 'w(4)(n4)          =', blk(4)%w(blk(4)%n)
  print '(a, f12.4)', 'total             =', total
end program module_lifecycle_type_array
