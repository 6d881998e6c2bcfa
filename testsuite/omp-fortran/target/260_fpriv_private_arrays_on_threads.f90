! reference: without -fopenmp
! remark: om_MOD_rows.acc.1: 1 private copy of run-time length in one block per gang of the device heap
! private of whole allocatable and assumed-shape arrays on target loops whose iterations the
! threads of a team share (OpenMP 4.5 §2.15.3.3; decision 73: on the GPU these kernels ran one
! thread per team): a combined target loop's private assumed-shape scratch is each thread's
! own, a distribute loop's private allocatable row buffer is one per team that its parallel
! loops share. Application style: module procedures with assumed-shape dummies. Every private
! array is written before it is read, so the sequential meaning (the reference) is the
! parallel one.
! expect-exit: 0
! expect-stdout:
! | scratch sums: mismatches 0
! | rows: mismatches 0
module om
contains
  subroutine scratch_sums(x, s, w)
    real, intent(in) :: x(:)
    real, intent(out) :: s(:)
    real, intent(inout) :: w(:)
    integer :: i, k
    !$omp target teams distribute parallel do private(w) map(to: x) map(from: s)
    do i = 1, size(x)
      do k = 1, size(w)
        w(k) = x(i) * k
      end do
      s(i) = sum(w)
    end do
  end subroutine
  subroutine rows(a, tmp)
    real, intent(inout) :: a(:,:)
    real, allocatable, intent(inout) :: tmp(:)
    integer :: i, j, n
    n = size(a, 1)
    !$omp target teams distribute private(tmp) map(tofrom: a)
    do j = 1, size(a, 2)
      !$omp parallel do
      do i = 1, n
        tmp(i) = a(i, j)
      end do
      !$omp parallel do
      do i = 1, n
        a(i, j) = tmp(n + 1 - i)
      end do
    end do
  end subroutine
end module

program private_arrays_on_threads
  use om
  implicit none
  real, allocatable :: x(:), s(:), w(:), a(:,:), tmp(:)
  integer :: i, j, bad
  allocate(x(5000), s(5000), w(40), a(200, 300), tmp(200))
  x = [(real(mod(i, 13)), i = 1, 5000)]
  call scratch_sums(x, s, w)
  bad = 0
  do i = 1, 5000
    if (abs(s(i) - x(i) * 820) > 1e-2) bad = bad + 1
  end do
  print '(a,i0)', 'scratch sums: mismatches ', bad
  do j = 1, 300
    do i = 1, 200
      a(i, j) = i + 1000 * j
    end do
  end do
  call rows(a, tmp)
  bad = 0
  do j = 1, 300
    do i = 1, 200
      if (a(i, j) /= 201 - i + 1000 * j) bad = bad + 1
    end do
  end do
  print '(a,i0)', 'rows: mismatches ', bad
end program
