! Data: contiguous array sections in data clauses: `a(2:n-1)`, whole columns
! `b(:, 2:4)`, a single column `b(:, m)`, and `update self(a(2:k))` of part of an array.
! The compute constructs name the sections present: a bare use of `a` would be an implicit
! copy of all of `a`, which is only partly present (OpenACC 3.3 §2.6.2, §2.7.1).
! expect-exit: 0
! expect-stdout:
! | a(k) after update self =  10.0
! | a(1), a(2), a(n-1) =     0.0     2.0    39.0
! | b(1, :) =   1.0   3.0   4.0   5.0   1.0  -1.0
! | PASS
program sections
  implicit none
  integer, parameter :: n = 40, m = 6
  real(8) :: a(n), b(n, m)
  integer :: i, j, k
  a = 0.0d0
  b = 1.0d0
  k = 10
  !$acc data copy(a(2:n-1)) copy(b(:, 2:4))
  !$acc parallel loop present(a(2:n-1))
  do i = 2, n - 1
    a(i) = real(i, 8)
  end do
  !$acc parallel loop collapse(2) present(b(:, 2:4))
  do j = 2, 4
    do i = 1, n
      b(i, j) = b(i, j) + real(j, 8)
    end do
  end do
  !$acc update self(a(2:k))
  print '(a, f6.1)', 'a(k) after update self =', a(k)
  !$acc end data
  !$acc parallel loop copy(b(:, m))
  do i = 1, n
    b(i, m) = -b(i, m)
  end do
  print '(a, 3f8.1)', 'a(1), a(2), a(n-1) =', a(1), a(2), a(n - 1)
  print '(a, 6f6.1)', 'b(1, :) =', b(1, :)
  if (a(1) == 0.0d0 .and. a(n) == 0.0d0 .and. a(n - 1) == real(n - 1, 8) &
      .and. b(5, 3) == 4.0d0 .and. b(5, m) == -1.0d0 .and. b(5, 1) == 1.0d0) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program sections
