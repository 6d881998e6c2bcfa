! The OpenACC 1.0 spellings of the data clauses (OpenACC 3.3 §2.7.1: `pcopy`, `pcopyin`,
! `pcopyout`, `pcreate`, `present_or_copy` and friends are aliases): inside a data region
! the arrays are present and not copied again, so the host's later changes do not reach the
! device until `update device` of the changed element.
! expect-exit: 0
! expect-stdout:
! | a(1), a(n) =     3.0   300.0
! | b(1), b(n) =    12.0   103.0
! | c(1), c(n) =    15.0   303.0
! | w(1), w(n) =     1.0   100.0
program openacc1_clause_names
  implicit none
  integer, parameter :: n = 100
  real :: a(n), b(n), c(n), w(n)
  integer :: i
  do i = 1, n
    a(i) = i
  end do
  !$acc data pcopy(a) pcreate(b) present_or_create(w)
  !$acc parallel loop pcopyin(a) pcopyout(b)
  do i = 1, n
    b(i) = a(i) + 1
  end do
  !$acc parallel loop present_or_copy(a) present_or_copyin(b) present_or_copyout(w)
  do i = 1, n
    a(i) = 3 * a(i)
    w(i) = i
  end do
  !$acc update self(b, w)
  b(1) = 10
  !$acc update device(b(1:1))
  !$acc parallel loop pcopy(b)
  do i = 1, n
    b(i) = b(i) + 2
  end do
  !$acc update self(b)
  !$acc end data
  !$acc parallel loop present_or_copyin(a, b) pcopyout(c)
  do i = 1, n
    c(i) = a(i) + merge(12, 3, i == 1)
  end do
  print '(a, 2f8.1)', 'a(1), a(n) =', a(1), a(n)
  print '(a, 2f8.1)', 'b(1), b(n) =', b(1), b(n)
  print '(a, 2f8.1)', 'c(1), c(n) =', c(1), c(n)
  print '(a, 2f8.1)', 'w(1), w(n) =', w(1), w(n)
end program openacc1_clause_names
