! `no_create` (OpenACC 3.3 §2.7.11): a variable already present is used from the device copy
! (the region's writes go there and come back with `update self`); an absent one is neither
! allocated nor copied, so a region may name it for a branch it does not take (on a GPU with
! memory of its own the host address is not the device's: touching it there would fault).
! expect-exit: 0
! expect-stdout:
! | a(1), a(n) =    2.0  200.0
! | b(1), b(n) =    1.0  100.0
! | c(1), c(n) =    3.0  102.0
! | checks: 0
program no_create_clause
  implicit none
  integer, parameter :: n = 100
  real :: a(n), b(n), c(n)
  integer :: i, bad
  logical :: use_b
  do i = 1, n
    a(i) = i
    b(i) = i
  end do
  !$acc enter data copyin(a)
  ! a is present: the doubling happens in its device copy.
  !$acc parallel loop no_create(a)
  do i = 1, n
    a(i) = 2 * a(i)
  end do
  !$acc update self(a)
  !$acc exit data delete(a)
  ! b is absent and not made present; the region only touches it when told to.
  use_b = b(1) < 0
  !$acc parallel loop no_create(b) copyout(c)
  do i = 1, n
    c(i) = i + 2
    if (use_b) b(i) = 0
  end do
  bad = 0
  do i = 1, n
    if (a(i) /= 2 * i .or. b(i) /= i .or. c(i) /= i + 2) bad = bad + 1
  end do
  print '(a, 2f7.1)', 'a(1), a(n) =', a(1), a(n)
  print '(a, 2f7.1)', 'b(1), b(n) =', b(1), b(n)
  print '(a, 2f7.1)', 'c(1), c(n) =', c(1), c(n)
  print '(a, i0)', 'checks: ', bad
end program no_create_clause
