! Iterator maps (OpenMP 5.1 §2.21.7.1) on target constructs with `nowait` (4.5 §2.10.4): the
! allocatable components of an array of derived type, one per point, in procedures taking
! the array as an assumed-shape dummy; `taskwait` waits for the target tasks. oxacc runs a
! target task at once (undeferred, in program order), so each point's items are entered
! before the construct and left after it as without `nowait`; a component left out or not
! copied back shows with discrete host memory. On `target`, on combined target loop
! constructs (with and without their `end` line) and on a `target data` whose only clause is
! iterated, around a construct with `nowait`. gfortran 12 and flang-22 do not take the
! modifier: the reference is the program without -fopenmp. Before, oxacc refused the modifier
! with `nowait`.
! reference: without -fopenmp
! expect-exit: 0
! expect-stdout:
! | scale      3.0     5.0     6.0     8.0    10.0    12.0
! | shift    -24.0    26.0    28.0   -46.0    48.0    50.0
! | last     100.0   200.0   300.0   400.0
! | total     1230.0
module map_iter_460_m
  implicit none
  type field
    real(8), allocatable :: v(:)
  end type
contains
  subroutine scale(f, n, w)
    type(field), intent(inout) :: f(:)
    integer, intent(in) :: n
    real(8), intent(in) :: w
    integer :: j, k
    !$omp target map(iterator(it = 1:n), tofrom: f(it)%v) map(to: f) nowait
    do j = 1, n
      do k = 1, size(f(j)%v)
        f(j)%v(k) = f(j)%v(k) * w + j
      end do
    end do
    !$omp end target
    !$omp taskwait
  end subroutine

  subroutine shift(f, n)
    type(field), intent(inout) :: f(:)
    integer, intent(in) :: n
    integer :: j
    !$omp target teams distribute parallel do map(iterator(it = 1:n), tofrom: f(it)%v) nowait
    do j = 1, n
      f(j)%v = f(j)%v + 10 * j
    end do
    !$omp target parallel do map(iterator(it = 2:n:2), tofrom: f(it)%v) nowait
    do j = 2, n, 2
      f(j)%v(1) = -f(j)%v(1)
    end do
    !$omp end target parallel do
    !$omp taskwait
  end subroutine

  subroutine resident(f, n)
    type(field), intent(inout) :: f(:)
    integer, intent(in) :: n
    integer :: j
    !$omp target data map(iterator(it = 1:n), tofrom: f(it)%v)
    do j = 1, n
      !$omp target map(tofrom: f(j)%v) nowait
      f(j)%v(size(f(j)%v)) = 100 * j
      !$omp end target
    end do
    !$omp taskwait
    !$omp end target data
  end subroutine
end module

program map_iter_460
  use map_iter_460_m
  implicit none
  integer, parameter :: n = 4
  type(field) :: f(n)
  integer :: j, k
  do j = 1, n
    allocate(f(j)%v(j + 1))
    do k = 1, j + 1
      f(j)%v(k) = k
    end do
  end do
  call scale(f, n, 2.0d0)
  print '(a,6f8.1)', 'scale ', f(1)%v, f(4)%v(1:4)
  call shift(f, n)
  print '(a,6f8.1)', 'shift ', f(2)%v, f(4)%v(1:3)
  call resident(f, n)
  print '(a,4f8.1)', 'last  ', (f(j)%v(j + 1), j = 1, n)
  print '(a,f10.1)', 'total ', sum([(sum(f(j)%v), j = 1, n)])
end program map_iter_460
