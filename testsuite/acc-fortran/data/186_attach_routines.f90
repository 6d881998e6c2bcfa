! reference: without -fopenacc
! The attach routines of the openacc module (OpenACC 3.3 §3.2.29): the structure is copied
! in, its pointer and allocatable components' data are copied in by `acc_copyin` (a runtime
! routine, which attaches nothing), then `acc_attach(m%v)` and `acc_attach_async(m%w, 2)`
! make the device structure point at the device copies, the regions double them through the
! structure, `update self` brings the results back, and `acc_detach`,
! `acc_detach_finalize_async` undo the attachments. Every call is on a `!$` line: gfortran 12
! has no acc_attach, so the reference is the sequential meaning, where the calls are comments.
! expect-exit: 0
! expect-stdout:
! | v: sum, v(n) =    4160.0000     128.0000
! | w: sum, w(n) =    8320.0000     256.0000
! | count = 64
program attach_routines
  !$ use openacc
  implicit none
  type mesh
    integer :: n
    real(8), pointer :: v(:) => null()
    real(8), allocatable :: w(:)
  end type mesh
  type(mesh) :: m
  real(8), target :: store(64)
  integer :: i, cnt
  do i = 1, 64
    store(i) = i
  end do
  m%n = 64
  m%v => store
  allocate(m%w(64))
  m%w = store
  !$acc enter data copyin(m)
  !$ call acc_copyin(store)
  !$ call acc_copyin(m%w)
  !$ call acc_attach(m%v)
  !$ call acc_attach_async(m%w, 2)
  !$ call acc_wait(2)
  !$acc parallel loop present(m)
  do i = 1, m%n
    m%v(i) = 2 * m%v(i)
    m%w(i) = 4 * m%w(i)
  end do
  !$acc update self(store, m%w)
  !$ call acc_detach(m%v)
  !$ call acc_detach_finalize_async(m%w, 3)
  !$ call acc_wait(3)
  !$ call acc_delete(m%w)
  !$ call acc_delete(store)
  !$acc exit data delete(m)
  cnt = 0
  do i = 1, 64
    if (store(i) == 2 * i .and. m%w(i) == 4 * i) cnt = cnt + 1
  end do
  print '(a, 2f13.4)', 'v: sum, v(n) =', sum(store), store(64)
  print '(a, 2f13.4)', 'w: sum, w(n) =', sum(m%w), m%w(64)
  print '(a, i0)', 'count = ', cnt
end program attach_routines
