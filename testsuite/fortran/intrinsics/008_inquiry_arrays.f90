! Intrinsics: inquiry on arrays and allocation status (size with dim, shape, lbound/ubound with
! dim, allocated, associated, present, is_contiguous-free storage_size and len).
! expect-exit: 0
! expect-stdout:
! | 45   3  3  5
! |   3  3  5
! |   2 -1  1   4  1  5
! |  -1  5
! |  T
! |  F
! |  T  3  7
! | 8 9
! | present: F
! | present: T
program inq
  implicit none
  real(8), allocatable :: a(:, :, :)
  real(8), pointer :: p(:) => null()
  real(8), target :: t(3:7)
  character(len=9) :: name
  allocate(a(2:4, -1:1, 5))
  write(*, '(i0,1x,3i3)') size(a), shape(a)
  write(*, '(3i3)') size(a, 1), size(a, 2), size(a, 3)
  write(*, '(3i3,1x,3i3)') lbound(a), ubound(a)
  write(*, '(2i3)') lbound(a, 2), ubound(a, 3)
  write(*, '(l2)') allocated(a)
  write(*, '(l2)') associated(p)
  p => t
  write(*, '(l2,2i3)') associated(p, t), lbound(p), ubound(p)
  write(*, '(i0,1x,i0)') storage_size(a) / 8, len(name)
  call opt()
  call opt(1)
contains
  subroutine opt(k)
    integer, optional :: k
    write(*, '(a,l2)') 'present:', present(k)
  end subroutine opt
end program inq
