! reference: without -fopenacc
! remark: hist_ops_MOD_column_histogram.acc.0: 2 private copies of run-time length in one block per gang of the device heap
! remark: hist_ops_MOD_count_keys.acc.1: 2 private copies of run-time length in one block per gang of the device heap
! Array reductions on VECTOR loops inside gang loops, of arrays behind descriptors (decision
! 73: on the GPU these kernels ran one thread per gang; now the vector loop's copy is one
! block per gang that its threads update atomically). Application style: module procedures
! with assumed-shape dummies, a module allocatable, the nested gang/vector reduction of
! OpenACC 3.3 §2.9.11, no data clause for the reduced arrays in the first.
! expect-exit: 0
! expect-stdout:
! | histogram: mismatches 0 total     60000.0
! | counts: mismatches 0 total 60000
! | explicit-shape: mismatches 0
module hist_ops
  implicit none
  integer, allocatable :: counts(:)
contains
  subroutine column_histogram(x, h)
    real, intent(in) :: x(:,:)
    real, intent(inout) :: h(:)
    integer :: i, j, nb
    nb = size(h)
    !$acc parallel loop gang reduction(+:h) copyin(x)
    do j = 1, size(x, 2)
      !$acc loop vector reduction(+:h)
      do i = 1, size(x, 1)
        h(mod(i + j, nb) + 1) = h(mod(i + j, nb) + 1) + x(i, j)
      end do
    end do
  end subroutine

  subroutine count_keys(k)
    integer, intent(in) :: k(:,:)
    integer :: i, j
    !$acc parallel loop gang copyin(k) reduction(+:counts)
    do j = 1, size(k, 2)
      !$acc loop vector reduction(+:counts)
      do i = 1, size(k, 1)
        counts(k(i, j)) = counts(k(i, j)) + 1
      end do
    end do
  end subroutine

  subroutine small_bins(x, e)
    real, intent(in) :: x(:,:)
    real, intent(inout) :: e(8)
    integer :: i, j
    !$acc parallel loop gang reduction(+:e) copyin(x)
    do j = 1, size(x, 2)
      !$acc loop vector reduction(+:e)
      do i = 1, size(x, 1)
        e(mod(i * j, 8) + 1) = e(mod(i * j, 8) + 1) + x(i, j)
      end do
    end do
  end subroutine
end module

program vector_array_reductions
  use hist_ops
  implicit none
  real, allocatable :: x(:,:), h(:), want(:)
  integer, allocatable :: k(:,:), cwant(:)
  real :: e(8), ewant(8)
  integer :: i, j, bad

  allocate(x(300, 400), h(37), want(37))
  do j = 1, 400
    do i = 1, 300
      x(i, j) = mod(i * 3 + j, 2)
    end do
  end do
  h = 0
  want = 0
  do j = 1, 400
    do i = 1, 300
      want(mod(i + j, 37) + 1) = want(mod(i + j, 37) + 1) + x(i, j)
    end do
  end do
  call column_histogram(x, h)
  bad = count(abs(h - want) > 1e-3)
  print '(a,i0,a,f11.1)', 'histogram: mismatches ', bad, ' total ', sum(h)

  allocate(k(200, 300), counts(-3:20), cwant(-3:20))
  do j = 1, 300
    do i = 1, 200
      k(i, j) = mod(i * 7 + j * 5, 24) - 3
    end do
  end do
  counts = 0
  cwant = 0
  do j = 1, 300
    do i = 1, 200
      cwant(k(i, j)) = cwant(k(i, j)) + 1
    end do
  end do
  call count_keys(k)
  print '(a,i0,a,i0)', 'counts: mismatches ', count(counts /= cwant), ' total ', sum(counts)

  e = 1
  ewant = 1
  do j = 1, 400
    do i = 1, 300
      ewant(mod(i * j, 8) + 1) = ewant(mod(i * j, 8) + 1) + x(i, j)
    end do
  end do
  call small_bins(x, e)
  print '(a,i0)', 'explicit-shape: mismatches ', count(abs(e - ewant) > 1e-2)
end program
