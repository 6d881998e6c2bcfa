! reference: without -fopenacc
! remark: scratch_ops_MOD_reverse_columns.acc.0: 1 private copy of run-time length in one block per gang of the device heap
! Private copies of whole arrays behind descriptors (allocatable, pointer, assumed-shape) and
! of a module allocatable on loops whose iterations the threads of a gang share (decision 73:
! on the GPU these kernels ran one thread per gang). Application style: module procedures
! with assumed-shape dummies, no data clause for the scratch arrays. A gang loop's private
! array is one copy per gang that its vector loops share (OpenACC 3.3 §2.5.13, §2.9.10); a
! vector loop's private array, or that of a combined gang-vector loop, is one per thread.
! Every private array is written before it is read in each iteration, so the sequential
! meaning (the reference) is the parallel one.
! expect-exit: 0
! expect-stdout:
! | reverse:    64.0  6400.0  mismatches 0
! | stencil: mismatches 0
! | vector scratch: mismatches 0
! | pointer scratch: mismatches 0
! | module scratch: mismatches 0
! | firstprivate weights: mismatches 0
module scratch_ops
  implicit none
  real, allocatable :: work(:)
contains
  ! A gang's row buffer: its first vector loop fills it, the second reads it reversed.
  subroutine reverse_columns(a, tmp)
    real, intent(inout) :: a(:,:)
    real, intent(inout) :: tmp(:)
    integer :: i, j, n
    n = size(a, 1)
    !$acc parallel loop gang private(tmp) copy(a)
    do j = 1, size(a, 2)
      !$acc loop vector
      do i = 1, n
        tmp(i) = a(i, j)
      end do
      !$acc loop vector
      do i = 1, n
        a(i, j) = tmp(n + 1 - i)
      end do
    end do
  end subroutine

  ! A three-point smoothing per row, through an allocatable scratch of run-time length that
  ! the gang's threads share (its halo elements written by the first loop).
  subroutine smooth_rows(a, b, m, n)
    integer, intent(in) :: m, n
    real, intent(in) :: a(m, n)
    real, intent(out) :: b(m, n)
    real, allocatable :: row(:)
    integer :: i, j
    allocate(row(0:m + 1))
    !$acc parallel loop gang private(row) copyin(a) copyout(b)
    do j = 1, n
      !$acc loop vector
      do i = 0, m + 1
        row(i) = a(max(1, min(m, i)), j)
      end do
      !$acc loop vector
      do i = 1, m
        b(i, j) = (row(i - 1) + 2 * row(i) + row(i + 1)) / 4
      end do
    end do
  end subroutine

  ! Each thread's own scratch: a vector loop's private assumed-shape dummy.
  subroutine partial_sums(x, s, w)
    real, intent(in) :: x(:,:)
    real, intent(out) :: s(:,:)
    real, intent(inout) :: w(:)
    integer :: i, j, k
    !$acc parallel loop gang copyin(x) copyout(s)
    do j = 1, size(x, 2)
      !$acc loop vector private(w)
      do i = 1, size(x, 1)
        w(1) = x(i, j)
        do k = 2, size(w)
          w(k) = w(k - 1) + x(i, j) * k
        end do
        s(i, j) = w(size(w))
      end do
    end do
  end subroutine

  ! A combined construct's private pointer array: one per iteration, so one per thread.
  subroutine pointer_scratch(out, n)
    integer, intent(in) :: n
    integer, intent(out) :: out(:)
    integer, pointer :: p(:)
    integer :: i, k
    allocate(p(n))
    !$acc parallel loop private(p) copyout(out)
    do i = 1, size(out)
      do k = 1, n
        p(k) = i + k
      end do
      out(i) = sum(p)
    end do
    deallocate(p)
  end subroutine

  ! The module's allocatable as every iteration's scratch.
  subroutine module_scratch(out)
    integer, intent(out) :: out(:)
    integer :: i, k
    !$acc parallel loop private(work) copyout(out)
    do i = 1, size(out)
      do k = 1, size(work)
        work(k) = real(i) / k
      end do
      out(i) = nint(sum(work) * 1000)
    end do
  end subroutine

  ! A firstprivate table the threads only read: one copy per gang.
  subroutine weighted(x, y, wts)
    real, intent(in) :: x(:)
    real, intent(out) :: y(:)
    real, intent(in) :: wts(:)
    integer :: i
    !$acc parallel loop firstprivate(wts) copyin(x) copyout(y)
    do i = 1, size(x)
      y(i) = x(i) * wts(mod(i, size(wts)) + 1)
    end do
  end subroutine
end module

program private_arrays_on_threads
  use scratch_ops
  implicit none
  real, allocatable :: a(:,:), b(:,:), tmp(:), x(:,:), s(:,:), w(:), wts(:), y(:), xv(:)
  integer, allocatable :: out(:)
  integer :: i, j, k, bad
  real :: acc_s, r

  allocate(a(64, 100), tmp(64))
  do j = 1, 100
    do i = 1, 64
      a(i, j) = i * j
    end do
  end do
  call reverse_columns(a, tmp)
  bad = 0
  do j = 1, 100
    do i = 1, 64
      if (a(i, j) /= (65 - i) * j) bad = bad + 1
    end do
  end do
  print '(a,f7.1,f8.1,a,i0)', 'reverse: ', a(1, 1), a(1, 100), '  mismatches ', bad

  deallocate(a)
  allocate(a(300, 40), b(300, 40))
  do j = 1, 40
    do i = 1, 300
      a(i, j) = mod(i * 7 + j * 13, 17)
    end do
  end do
  call smooth_rows(a, b, 300, 40)
  bad = 0
  do j = 1, 40
    do i = 1, 300
      r = (a(max(1, i - 1), j) + 2 * a(i, j) + a(min(300, i + 1), j)) / 4
      if (abs(b(i, j) - r) > 1e-5) bad = bad + 1
    end do
  end do
  print '(a,i0)', 'stencil: mismatches ', bad

  allocate(x(200, 30), s(200, 30), w(100))
  do j = 1, 30
    do i = 1, 200
      x(i, j) = mod(i + j, 5)
    end do
  end do
  call partial_sums(x, s, w)
  bad = 0
  do j = 1, 30
    do i = 1, 200
      acc_s = x(i, j)
      do k = 2, 100
        acc_s = acc_s + x(i, j) * k
      end do
      if (abs(s(i, j) - acc_s) > 1e-3 * max(1.0, acc_s)) bad = bad + 1
    end do
  end do
  print '(a,i0)', 'vector scratch: mismatches ', bad

  allocate(out(1000))
  call pointer_scratch(out, 90)
  bad = 0
  do i = 1, 1000
    if (out(i) /= 90 * i + 90 * 91 / 2) bad = bad + 1
  end do
  print '(a,i0)', 'pointer scratch: mismatches ', bad

  allocate(work(70))
  call module_scratch(out)
  bad = 0
  do i = 1, 1000
    acc_s = 0
    do k = 1, 70
      acc_s = acc_s + real(i) / k
    end do
    if (abs(out(i) - nint(acc_s * 1000)) > 2) bad = bad + 1
  end do
  print '(a,i0)', 'module scratch: mismatches ', bad

  allocate(wts(7), xv(5000), y(5000))
  wts = [(0.5 * i, i = 1, 7)]
  xv = [(real(mod(i, 11)), i = 1, 5000)]
  call weighted(xv, y, wts)
  bad = 0
  do i = 1, 5000
    if (y(i) /= xv(i) * wts(mod(i, 7) + 1)) bad = bad + 1
  end do
  print '(a,i0)', 'firstprivate weights: mismatches ', bad
end program
