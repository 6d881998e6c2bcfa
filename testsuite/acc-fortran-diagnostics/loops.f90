! The DO loops a loop directive applies to (OpenACC 3.3 §2.9, §2.9.1 collapse, §2.9.8
! tile): counted DO loops or DO CONCURRENT (which takes no collapse or tile), tightly nested.
subroutine loops(a, n, m)
  implicit none
  integer :: n, m, i, j, k
  real :: a(n, m)
  !$acc parallel loop collapse(2)
  do j = 1, m
    a(1, j) = 0.0
    do i = 1, n
      a(i, j) = 1.0
    end do
  end do
  !$acc parallel loop collapse(3)
  do j = 1, m
    do i = 1, n
      a(i, j) = 2.0
    end do
  end do
  !$acc kernels loop
  do while (n > m)
    n = n - 1
  end do
  !$acc parallel
  !$acc loop
  do
    exit
  end do
  !$acc loop tile(4, 4, 4)
  do j = 1, m
    do i = 1, n
    end do
  end do
  !$acc loop collapse(2)
  do concurrent (i = 1:n)
    a(i, 1) = 3.0
  end do
  !$acc loop collapse(2)
  do concurrent (i = 1:n, j = 1:m)
    a(i, j) = 4.0
  end do
  !$acc loop collapse(3)
  do k = 1, 2
    do concurrent (i = 1:n, j = 1:m)
      a(i, j) = 5.0
    end do
  end do
  !$acc loop collapse(2)
  do 20 j = 1, m
    do 10 i = 1, n
      a(i, j) = 6.0
10  continue
20 continue
  !$acc loop collapse(2)
  do 30 j = 1, m
  do 30 i = 1, n
    a(i, j) = 7.0
30 continue
  !$acc end parallel
end subroutine loops
! expect-error: 7:23: 2 nested DO loops are needed here, found 1 (OpenACC 3.3 §2.9.1: the loops must be tightly nested)
! expect-error: 14:23: 3 nested DO loops are needed here, found 2 (OpenACC 3.3 §2.9.1: the loops must be tightly nested)
! expect-error: 21:3: the DO loop after '!$acc kernels loop' needs a loop control (DO WHILE and DO without control are not allowed)
! expect-error: 26:3: the DO loop after '!$acc loop' needs a loop control (DO WHILE and DO without control are not allowed)
! expect-error: 29:14: 3 nested DO loops are needed here, found 2 (OpenACC 3.3 §2.9.1: the loops must be tightly nested)
! expect-error: 34:14: a collapse or tile clause may not appear on a loop directive associated with DO CONCURRENT (OpenACC 3.3 §2.9)
! expect-error: 38:14: a collapse or tile clause may not appear on a loop directive associated with DO CONCURRENT (OpenACC 3.3 §2.9)
