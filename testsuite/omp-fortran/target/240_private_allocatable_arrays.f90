! private and firstprivate of whole allocatable and assumed-shape arrays on target
! constructs (OpenMP 4.5 §2.15.3.3-§2.15.3.4): each team or thread works in elements of its
! own and the host's arrays keep their values. Application style: a module procedure with an
! allocatable work array private to each iteration of a target loop.
! expect-from: hand (gfortran 12 -fopenmp -foffload=disable prints these lines at -O0 and -O2; flang-22 stops: "not yet implemented: Unhandled clause FIRSTPRIVATE in TARGET construct")
! expect-exit: 0
! expect-stdout:
! | tmp kept:   -1.0   -1.0
! | rows      264.0    6402.0
! | firstprivate bad 0 table kept 12
module omp_scratch_m
  implicit none
contains
  subroutine smooth(a, n)
    integer, intent(in) :: n
    real, intent(inout) :: a(n, n)
    real, allocatable :: tmp(:)
    integer :: i, j
    allocate(tmp(n))
    tmp = -1
    !$omp target teams distribute parallel do private(tmp, i) map(tofrom: a)
    do j = 1, n
      do i = 1, n
        tmp(i) = a(i, j) * 2
      end do
      do i = 1, n
        a(i, j) = tmp(n + 1 - i)
      end do
    end do
    print '(a,f6.1,a,f6.1)', 'tmp kept: ', tmp(1), ' ', tmp(n)
  end subroutine
end module

program private_allocatable_arrays
  use omp_scratch_m
  implicit none
  real :: a(32, 32)
  integer :: i, j, got(64)
  integer, allocatable :: table(:)
  do j = 1, 32
    do i = 1, 32
      a(i, j) = i + 100 * j
    end do
  end do
  call smooth(a, 32)
  print '(a,2f10.1)', 'rows ', a(1, 1), a(32, 32)
  allocate(table(4))
  table = 3
  !$omp target teams distribute parallel do firstprivate(table) map(from: got)
  do i = 1, 64
    got(i) = sum(table) + i
  end do
  print '(a,i0,a,i0)', 'firstprivate bad ', count(got /= [(12 + i, i = 1, 64)]), ' table kept ', sum(table)
end program
