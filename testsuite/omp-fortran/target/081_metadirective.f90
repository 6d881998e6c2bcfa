! `!$omp metadirective` (OpenMP 5.0 §2.3.4): one kernel for the host and the GPU (in the
! target region the GPU's context decides: `teams distribute parallel do` there, which its
! host fallback runs too), a host variant chosen by device kind (a parallel loop of 3
! threads with a reduction), a metadirective with no matching selector and no default (the
! loop runs as written), and one whose `default(nothing)` applies (an implementation
! selector for another vendor does not match oxacc).
! expect-from: hand (gfortran 12: "Unclassifiable OpenMP directive"; flang-22 -fopenmp-version=50: "not yet implemented: METADIRECTIVE"; the expectation is the spec's)
! expect-exit: 0
! expect-stdout:
! | sum 500500 threads 3
! | seq 1023
! | seq 1033
! | OK
module kern
  implicit none
contains
  subroutine scale(y, x, n, a)
    integer, intent(in) :: n
    real(8), intent(inout) :: y(n)
    real(8), intent(in) :: x(n)
    real(8), intent(in) :: a
    integer :: i
    !$omp target map(to: x) map(tofrom: y)
    !$omp metadirective when(device={kind(gpu)}: teams distribute parallel do) default(parallel do)
    do i = 1, n
      y(i) = y(i) + a * x(i)
    end do
    !$omp end target
  end subroutine
end module
program meta
  use omp_lib
  use kern
  implicit none
  integer, parameter :: n = 1000
  real(8) :: x(n), y(n)
  integer :: i, s, threads, seq, errors
  errors = 0
  do i = 1, n
    x(i) = i
    y(i) = 1
  end do
  call scale(y, x, n, 2d0)
  do i = 1, n
    if (y(i) /= 1 + 2d0 * i) then
      errors = errors + 1
    end if
  end do
  s = 0
  threads = 0
  !$omp metadirective when(device={kind(host)}: parallel do reduction(+: s) num_threads(3)) default(simd)
  do i = 1, n
    s = s + i
    if (i == 1) threads = omp_get_num_threads()
  end do
  print '(a,i0,a,i0)', 'sum ', s, ' threads ', threads
  seq = 0
  !$omp metadirective when(device={kind(fpga)}: parallel do)
  do i = 1, 10
    seq = seq * 2 + 1
  end do
  print '(a,i0)', 'seq ', seq
  !$omp metadirective when(implementation={vendor(gnu)}: parallel do) default(nothing)
  do i = 1, 10
    seq = seq + 1
  end do
  print '(a,i0)', 'seq ', seq
  if (errors == 0) then
    print '(a)', 'OK'
  else
    print '(a,i0)', 'FAIL ', errors
    stop 1
  end if
end program
