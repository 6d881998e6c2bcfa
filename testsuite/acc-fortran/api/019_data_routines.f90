! The data routines of the openacc module (§3.2.20-§3.2.28) with arrays of several types and
! ranks, a scalar, an allocatable, and the start-element plus byte-count form:
! acc_copyin/acc_create/acc_copyout/acc_delete, acc_update_device/acc_update_self and
! acc_is_present (a logical; after a copyout it depends on the memory model, so it is
! asked only while the data is mapped), used around compute constructs that name the data present.
! expect-exit: 0
! expect-stdout:
! | a(1), a(n) after update_self =    0.50   32.00
! | present, allocatable present: T T
! | a(1), a(2) =   -1.00  -10.00
! | m(4, 8), m(2, 3) =  32   6
! | w(1), w(10) =    3.00   12.00
! | PASS
program data_routines
  use openacc
  implicit none
  integer, parameter :: n = 64
  real(8) :: a(n)
  integer :: m(4, 8), i, j
  real, allocatable :: w(:)
  real :: s
  logical :: p1, p2
  do i = 1, n
    a(i) = real(i, 8)
  end do
  m = 1
  s = 0.5
  allocate(w(10))
  w = 2.0
  call acc_copyin(a)
  call acc_create(m)
  call acc_copyin(s)
  call acc_copyin(w(1), 10 * 4)
  p1 = acc_is_present(a)
  p2 = acc_is_present(w)
  !$acc parallel loop present(a, s)
  do i = 1, n
    a(i) = a(i) * s
  end do
  !$acc parallel loop collapse(2) present(m)
  do j = 1, 8
    do i = 1, 4
      m(i, j) = i * j
    end do
  end do
  !$acc parallel loop present(w)
  do i = 1, 10
    w(i) = w(i) + real(i)
  end do
  call acc_update_self(a)
  print '(a, 2f8.2)', 'a(1), a(n) after update_self =', a(1), a(n)
  a(1) = -1.0d0
  call acc_update_device(a(1), 8)
  !$acc serial present(a)
  a(2) = a(1) * 10.0d0
  !$acc end serial
  call acc_copyout(a)
  call acc_copyout(m)
  call acc_copyout(w)
  call acc_delete(s)
  print '(a, 2l2)', 'present, allocatable present:', p1, p2
  print '(a, 2f8.2)', 'a(1), a(2) =', a(1), a(2)
  print '(a, 2i4)', 'm(4, 8), m(2, 3) =', m(4, 8), m(2, 3)
  print '(a, 2f8.2)', 'w(1), w(10) =', w(1), w(10)
  if (p1 .and. p2 .and. a(2) == -10.0d0 .and. m(4, 8) == 32 .and. &
      w(10) == 12.0) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program data_routines
