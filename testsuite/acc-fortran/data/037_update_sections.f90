! Data: `update` of array sections (§2.14.4, contiguous parts of a column-major array): a
! column `a(:, j)`, a range of columns `a(:, 2:3)`, a part of a column `a(3:6, 4)`, a section
! of a 1-D array with a lower bound, and `if_present`. Only what came back is printed, so
! that a missing or too wide transfer shows with separate memory.
! expect-exit: 0
! expect-stdout:
! | a(:, 1)    =  -101.  -102.  -103.  -104.  -105.  -106.  -107.  -108.
! | a(:, 2)    =  -201.  -202.  -203.  -204.  -205.  -206.  -207.  -208.
! | a(:, 3)    =  -301.  -302.  -303.  -304.  -305.  -306.  -307.  -308.
! | a(3:6, 4)  =  -403.  -404.  -405.  -406.
! | a(2:n, 5)  =     2.     2.     2.     2.     2.     2.     2.
! | w(-1:2)    =    -2.     0.     2.     4.
program update_sections
  implicit none
  integer, parameter :: n = 8, m = 5
  real(8) :: a(n, m), w(-3:10)
  integer :: i, j
  do j = 1, m
    do i = 1, n
      a(i, j) = i + 100 * j
    end do
  end do
  w = 0
  !$acc data copyin(a, w)
  !$acc parallel loop collapse(2)
  do j = 1, m
    do i = 1, n
      a(i, j) = -a(i, j)
    end do
  end do
  !$acc parallel loop
  do i = -3, 10
    w(i) = i * 2
  end do
  ! Only these parts come back.
  !$acc update self(a(:, 1))
  !$acc update self(a(:, 2:3))
  !$acc update self(a(3:6, 4))
  !$acc update self(w(-1:2))
  ! The host changes a column and sends it; the device doubles it.
  a(:, 5) = 1
  !$acc update device(a(:, 5))
  !$acc parallel loop
  do i = 1, n
    a(i, 5) = a(i, 5) * 2
  end do
  !$acc update self(a(2:n, 5)) if_present
  !$acc end data
  ! Only what came back is printed: the rest differs between shared and separate memory.
  print '(a, 8f7.0)', 'a(:, 1)    =', a(:, 1)
  print '(a, 8f7.0)', 'a(:, 2)    =', a(:, 2)
  print '(a, 8f7.0)', 'a(:, 3)    =', a(:, 3)
  print '(a, 4f7.0)', 'a(3:6, 4)  =', a(3:6, 4)
  print '(a, 7f7.0)', 'a(2:n, 5)  =', a(2:n, 5)
  print '(a, 4f7.0)', 'w(-1:2)    =', w(-1:2)
end program update_sections
