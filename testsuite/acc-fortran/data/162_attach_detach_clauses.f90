! The `attach` and `detach` clauses (OpenACC 3.3 §2.7.13, §2.7.14, §2.6.8) on a pointer
! component: the structure and the target are copied in first, `enter data attach(m%v)` makes
! the device structure point at the device target, a region reaching the target only through
! `m%v` doubles it, `update self` of the target brings the result back, `exit data
! detach(m%v)` undoes the attachment before the structure leaves.
! expect-exit: 0
! expect-stdout:
! | v(1), v(n), sum =      2.0000    128.0000   4160.0000
! | count = 64
program attach_detach_clauses
  implicit none
  type mesh
    integer :: n
    real(8), pointer :: v(:) => null()
  end type mesh
  type(mesh) :: m
  real(8), target :: store(64)
  integer :: i, cnt
  do i = 1, 64
    store(i) = i
  end do
  m%n = 64
  m%v => store
  !$acc enter data copyin(m)
  !$acc enter data copyin(store)
  !$acc enter data attach(m%v)
  !$acc parallel loop present(m)
  do i = 1, m%n
    m%v(i) = 2 * m%v(i)
  end do
  !$acc update self(store)
  !$acc exit data detach(m%v)
  !$acc exit data delete(store)
  !$acc exit data delete(m)
  cnt = 0
  do i = 1, 64
    if (store(i) == 2 * i) cnt = cnt + 1
  end do
  print '(a, 3f12.4)', 'v(1), v(n), sum =', store(1), store(64), sum(store)
  print '(a, i0)', 'count = ', cnt
end program attach_detach_clauses
