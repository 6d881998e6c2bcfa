! Data: `update` of noncontiguous sections (OpenACC 3.3 §2.14.4: noncontiguous subarrays may
! appear in an update directive, unlike in data clauses): a row of a column-major array
! `a(2, 1:m)` and `a(2, :)`, a strided part of a column `a(1:n:2, 3)`, a row chosen at run
! time in an explicit-shape dummy `a(i:i, 1:m)` on its own async queue (as OpenACCV-V's
! acc_async_test_all.f90 does), and a block of an allocatable that only the run time finds
! noncontiguous, `b(1:k, 2:3)` with k < size(b, 1). Only what came back is printed, so that a
! missing or too wide transfer shows with separate memory.
! expect-exit: 0
! expect-stdout:
! | row 2       = -101.5 -201.5 -301.5 -401.5 -501.5
! | a(1:4:2, 3) =  301.5  303.5
! | rows scaled = 60200.0
! | b(1:4, 2:3) =   42.0   44.0   46.0   48.0   62.0   64.0   66.0   68.0
module row_updates
  implicit none
contains
  ! Each row goes to the device, is scaled there on the row's own queue, and comes back.
  subroutine scale_rows(a, n, m)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: a(n, m)
    integer :: i, j
    do i = 1, n
      !$acc update device(a(i:i, 1:m)) async(i)
      !$acc parallel loop present(a) async(i)
      do j = 1, m
        a(i, j) = a(i, j) * 10
      end do
      !$acc update self(a(i:i, 1:m)) async(i)
    end do
    !$acc wait
  end subroutine scale_rows
end module row_updates

program update_noncontiguous_sections
  use row_updates
  implicit none
  integer, parameter :: n = 4, m = 5
  real(8) :: a(n, m), c(n, m)
  real(8), allocatable :: b(:, :)
  integer :: i, j, k

  do j = 1, m
    do i = 1, n
      a(i, j) = i + 100 * j
    end do
  end do
  !$acc enter data copyin(a)
  a(2, :) = -a(2, :)
  !$acc update device(a(2, 1:m))
  !$acc parallel loop collapse(2) present(a)
  do j = 1, m
    do i = 1, n
      a(i, j) = a(i, j) + 0.5d0
    end do
  end do
  !$acc update self(a(2, :))
  print '(a, 5f7.1)', 'row 2       =', a(2, :)
  !$acc update self(a(1:n:2, 3))
  print '(a, 2f7.1)', 'a(1:4:2, 3) =', a(1, 3), a(3, 3)
  !$acc exit data delete(a)

  c = 1
  do j = 1, m
    c(:, j) = c(:, j) + 100 * j
  end do
  !$acc enter data copyin(c)
  call scale_rows(c, n, m)
  !$acc exit data delete(c)
  print '(a, f8.1)', 'rows scaled =', sum(c)

  allocate (b(6, 3))
  k = 4
  !$acc enter data create(b)
  do j = 1, 3
    do i = 1, 6
      b(i, j) = i + 10 * j
    end do
  end do
  !$acc update device(b(1:k, 1:3))
  !$acc parallel loop collapse(2) present(b)
  do j = 1, 3
    do i = 1, k
      b(i, j) = 2 * b(i, j)
    end do
  end do
  !$acc update self(b(1:k, 2:3))
  print '(a, 8f7.1)', 'b(1:4, 2:3) =', b(1:k, 2:3)
  !$acc exit data delete(b)
end program update_noncontiguous_sections
