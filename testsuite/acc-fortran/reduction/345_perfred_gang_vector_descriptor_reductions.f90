! reference: without -fopenacc
! remark: colops_MOD_colsum.acc.0: 1 private copy of run-time length in one block per gang of the device heap
! Array reductions of arrays behind descriptors on GANG loops whose VECTOR loops update the
! elements (decision 69: on the GPU the gang's private copy is one block of the device heap
! that the gang's threads share; it ran one thread per gang before), the way applications
! write them: module procedures with ASSUMED-SHAPE dummies and no data clause for the reduced
! array, called with a whole allocatable, a contiguous section and a strided section; a
! column sum (+), a column maximum (max), an integer count with a lower bound of -2 (a module
! ALLOCATABLE), and a rank-2 dummy reduced over its columns. OpenACC 3.3 §2.5.15, §2.9.11.
! (gfortran 12 rejects array reductions: the reference is the sequential meaning.)
! expect-exit: 0
! expect-stdout:
! | colsum:  500500.0  500501.0  500502.0  500503.0
! | strided:  10.0 -1.0  10.0 -1.0  10.0 -1.0  10.0 -1.0  10.0 -1.0  10.0 -1.0
! | colmax:  1000.0  1000.0  1000.0
! | counts:   100   200   100   200   100
! | rank2:   30   30   30   30   30   30
! | mismatches: 0
module colops
  implicit none
  integer, allocatable :: cnt(:)
contains
  subroutine colsum(x, a)
    real(8), intent(in) :: x(:, :)
    real(8), intent(inout) :: a(:)
    integer :: i, j
    !$acc parallel loop gang reduction(+:a) copyin(x)
    do j = 1, size(x, 2)
      !$acc loop vector
      do i = 1, size(x, 1)
        a(i) = a(i) + x(i, j)
      end do
    end do
  end subroutine

  subroutine colmax(x, mx)
    real(8), intent(in) :: x(:, :)
    real(8), intent(inout) :: mx(:)
    integer :: i, j
    !$acc parallel loop gang num_gangs(7) reduction(max:mx) copyin(x)
    do j = 1, size(x, 2)
      !$acc loop vector
      do i = 1, size(x, 1)
        mx(i) = max(mx(i), x(i, j))
      end do
    end do
  end subroutine

  subroutine count_rows(rows)
    integer, intent(in) :: rows
    integer :: i, j
    !$acc parallel
    !$acc loop gang reduction(+:cnt)
    do j = 1, rows
      !$acc loop vector
      do i = lbound(cnt, 1), ubound(cnt, 1)
        cnt(i) = cnt(i) + 1 + mod(i + 2, 2)
      end do
    end do
    !$acc end parallel
  end subroutine

  subroutine rank2(x, t)
    integer, intent(in) :: x(:, :, :)
    integer, intent(inout) :: t(:, :)
    integer :: i, k, j
    !$acc parallel loop gang reduction(+:t) copyin(x)
    do j = 1, size(x, 3)
      !$acc loop vector collapse(2)
      do k = 1, size(x, 2)
        do i = 1, size(x, 1)
          t(i, k) = t(i, k) + x(i, k, j)
        end do
      end do
    end do
  end subroutine
end module

program p
  use colops
  implicit none
  real(8), allocatable :: x(:, :), a(:), w(:), mx(:), x6(:, :), x3(:, :)
  integer, allocatable :: xi(:, :, :)
  integer :: t(3, 2)
  integer :: i, j, bad
  bad = 0
  allocate(x(500, 1000), a(500))
  do j = 1, 1000
    x(:, j) = real(j, 8)
  end do
  a = [(real(mod(i - 1, 4), 8), i = 1, 500)]
  call colsum(x, a)
  do i = 1, 500
    if (a(i) /= 500500.0d0 + mod(i - 1, 4)) bad = bad + 1
  end do
  write (*, '(a, 4f10.1)') 'colsum:', a(1:4)

  ! A strided section of an allocatable: the dummy's stride is two elements.
  allocate(w(12))
  w = -1.0d0
  w(1:12:2) = 0.0d0
  ! (The matrix contiguous: a copyin of a non-contiguous dummy maps too few bytes, a defect
  ! of its own.)
  allocate(x6(6, 4))
  x6 = x(1:6, 1:4)
  call colsum(x6, w(1:12:2))
  do i = 1, 12
    if (mod(i, 2) == 1 .and. w(i) /= 10.0d0) bad = bad + 1
    if (mod(i, 2) == 0 .and. w(i) /= -1.0d0) bad = bad + 1
  end do
  write (*, '(a, 6(f6.1, f5.1))') 'strided:', w(1:12)

  allocate(mx(300))
  mx = -1.0d0
  do j = 1, 1000
    do i = 1, 300
      x(i, j) = real(mod(j * 7 + i * 13, 1000) + 1, 8)
    end do
  end do
  allocate(x3(300, 1000))
  x3 = x(1:300, :)
  call colmax(x3, mx)
  do i = 1, 300
    if (mx(i) /= 1000.0d0) bad = bad + 1
  end do
  write (*, '(a, 3f8.1)') 'colmax:', mx(1:3)

  allocate(cnt(-2:2))
  cnt = 0
  call count_rows(100)
  do i = -2, 2
    if (cnt(i) /= 100 * (1 + mod(i + 2, 2))) bad = bad + 1
  end do
  write (*, '(a, 5i6)') 'counts:', cnt

  allocate(xi(3, 2, 10))
  xi = 3
  t = 0
  call rank2(xi, t)
  if (any(t /= 30)) bad = bad + 1
  write (*, '(a, 6i5)') 'rank2:', t
  write (*, '(a, i0)') 'mismatches: ', bad
end program
