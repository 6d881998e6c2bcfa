! `parallel master taskloop` and `parallel master taskloop simd` (OpenMP 5.0 §2.13.4) in
! target regions, Fortran: thread 0 of the parallel region runs the taskloop (its tasks may
! all run at once in that thread, 4.5 §2.9.2), with `num_threads`, `grainsize`, `shared`,
! `reduction`, in a subroutine taking assumed-shape arrays (OpenMP_VV
! test_parallel_master_taskloop_device's pattern). Before, "'!$omp parallel master
! taskloop' inside a target region is not supported yet".
! expect-from: hand (flang-22: "not yet implemented: Composite TASKLOOP SIMD"; the lines are gfortran
! -fopenmp -foffload=disable's, the same with 1, 3 and 4 threads)
! expect-exit: 0
! expect-stdout:
! | axpy T sum 716877824
! | scaled T
module ops
  implicit none
contains
  subroutine axpy(x, y, z, s)
    integer, intent(inout) :: x(:)
    integer, intent(in) :: y(:), z(:)
    integer(8), intent(out) :: s
    integer :: i
    s = 0
    !$omp target map(tofrom: x, s) map(to: y, z)
    !$omp parallel master taskloop num_threads(8) grainsize(16) shared(x, y, z) reduction(+: s)
    do i = 1, size(x)
      x(i) = x(i) + y(i) * z(i)
      s = s + x(i)
    end do
    !$omp end parallel master taskloop
    !$omp end target
  end subroutine

  subroutine scale(a, f)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: f
    integer :: i
    !$omp target map(tofrom: a)
    !$omp parallel master taskloop simd num_tasks(4)
    do i = 1, size(a)
      a(i) = a(i) * f
    end do
    !$omp end parallel master taskloop simd
    !$omp end target
  end subroutine
end module

program pmt
  use ops
  implicit none
  integer, parameter :: n = 1024
  integer :: x(n), y(n), z(n), i
  real(8) :: a(n)
  integer(8) :: s
  do i = 1, n
    x(i) = 1
    y(i) = i
    z(i) = 2 * i
    a(i) = (i - 1) / 3
  end do
  call axpy(x, y, z, s)
  print '(a,l1,a,i0)', 'axpy ', all(x == 1 + y * z), ' sum ', s
  call scale(a, 2.0d0)
  print '(a,l1)', 'scaled ', all(a == [(2.0d0 * ((i - 1) / 3), i = 1, n)])
end program
