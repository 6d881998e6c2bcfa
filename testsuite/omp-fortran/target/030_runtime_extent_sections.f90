! Array sections whose bounds or array extents are known only at run time in map clauses
! (OpenMP 4.5 §2.15.5.1: a mapped section must be contiguous, so the program asserts that
! `a(1:n, 1:n)` of an n-by-n allocatable is): the whole of an allocatable, of an adjustable
! dummy and of a pointer array named as sections, a column block `b(1:n, 2:m)`, on target,
! target data, target enter/exit data and target update (found by OpenMP_VV's
! test_target_simd_collapse and test_target_teams_distribute_collapse, which oxacc refused as
! not contiguous).
! expect-exit: 0
! expect-stdout:
! | allocatable:       1360
! | adjustable:         516
! | pointer:           2412
! | enter/exit:         112
program runtime_extent_sections
  implicit none
  integer, allocatable :: a(:, :)
  integer, pointer :: p(:)
  integer :: b(8, 6), n, m, i, j
  n = 8
  m = 6
  allocate(a(n, n), p(n * n + 4))
  a = 1
  b = 2
  p = 3
!$omp target teams distribute parallel do collapse(2) map(tofrom: a(1:n, 1:n))
  do j = 1, n
    do i = 1, n
      a(i, j) = a(i, j) + i * j
    end do
  end do
  print '(a, i10)', 'allocatable: ', sum(a)
  call columns(b, n, m)
  print '(a, i10)', 'adjustable:  ', sum(b)
!$omp target data map(tofrom: p(3:n * n + 2))
!$omp target
  do i = 3, n * n + 2
    p(i) = p(i) + i
  end do
!$omp end target
!$omp end target data
  print '(a, i10)', 'pointer:     ', sum(p)
  a = 0
!$omp target enter data map(to: a(1:n, 2:3))
!$omp target
  do j = 2, 3
    do i = 1, n
      a(i, j) = i + j
    end do
  end do
!$omp end target
!$omp target update from(a(1:n, 2:2))
!$omp target exit data map(from: a(1:n, 3:3))
  print '(a, i10)', 'enter/exit:  ', sum(a)
contains
  subroutine columns(c, n, m)
    integer, intent(in) :: n, m
    integer :: c(n, m)
    integer :: i, j
!$omp target teams distribute map(tofrom: c(1:n, 2:m))
    do j = 2, m
      do i = 1, n
        c(i, j) = c(i, j) * j + i
      end do
    end do
  end subroutine columns
end program runtime_extent_sections
