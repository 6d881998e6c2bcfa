! Arrays: allocatable arrays with lower bounds, `allocate(..., stat=)`, reallocation on
! assignment, `allocated`, `deallocate`, `move_alloc`, and automatic deallocation of a local
! allocatable on return.
! expect-exit: 0
! expect-stdout:
! | stat=0 bounds -2 3
! | tmp allocated after move_alloc: F
! | -2 5
! |    4.0   1.0   0.0   1.0   4.0   9.0  -1.0  -1.0
! |   0  5  2  6
! | 3
! | 6   1.0   2.0   3.0  10.0  20.0  30.0
! |  F F
! |   2.92896825
module alloc_mod
  implicit none
contains
  subroutine grow(a, extra)
    real(8), allocatable, intent(inout) :: a(:)
    integer, intent(in) :: extra
    real(8), allocatable :: tmp(:)
    integer :: lo, hi
    lo = lbound(a, 1); hi = ubound(a, 1)
    allocate(tmp(lo:hi + extra))
    tmp(lo:hi) = a
    tmp(hi + 1:) = -1.0d0
    call move_alloc(tmp, a)
    write(*, '(a,l2)') 'tmp allocated after move_alloc:', allocated(tmp)
  end subroutine grow
  real(8) function scratch_sum(n)
    integer, intent(in) :: n
    real(8), allocatable :: w(:)
    integer :: i
    allocate(w(n))
    w = [(1.0d0 / i, i = 1, n)]
    scratch_sum = sum(w)
  end function scratch_sum
end module alloc_mod

program allocs
  use alloc_mod
  implicit none
  real(8), allocatable :: a(:), b(:, :), c(:)
  integer :: ierr, i
  allocate(a(-2:3), stat=ierr)
  write(*, '(a,i0,a,i0,1x,i0)') 'stat=', ierr, ' bounds ', lbound(a), ubound(a)
  a = [(real(i * i, 8), i = -2, 3)]
  call grow(a, 2)
  write(*, '(i0,1x,i0)') lbound(a), ubound(a)
  write(*, '(8f6.1)') a
  allocate(b(0:2, 5:6))
  b = 1.5d0
  write(*, '(4i3)') lbound(b), ubound(b)
  c = [1.0d0, 2.0d0, 3.0d0]
  write(*, '(i0)') size(c)
  c = [c, c * 10]
  write(*, '(i0,6f6.1)') size(c), c
  deallocate(a, b)
  write(*, '(2l2)') allocated(a), allocated(b)
  write(*, '(f12.8)') scratch_sum(10)
end program allocs
