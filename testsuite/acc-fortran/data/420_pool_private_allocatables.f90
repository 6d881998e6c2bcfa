! reference: without -fopenacc
! remark: pool_ops_MOD_two_rows.acc.2: 2 private copies of run-time length in one block per gang
! Gang-private arrays of run-time length from the pool of gang blocks (decision 80): on the
! GPU each gang takes a slot of its multiprocessor's pool and gives it back; a slot's block
! serves later gangs and launches and grows when a launch asks for more. Module procedures
! with assumed-shape dummies: scratch lengths that change between launches, more gangs than
! the GPU holds at once, three gangs striding over many columns, two private arrays in one
! gang loop, a vector loop's array reduction in a gang loop, three queues at once.
! expect-exit: 0
! expect-stdout:
! | reverse n=8: mismatches 0
! | reverse n=3000: mismatches 0
! | reverse n=100: mismatches 0
! | strided: mismatches 0
! | two scratch arrays: mismatches 0
! | histogram: mismatches 0 total 24000
! | queues: mismatches 0
module pool_ops
  implicit none
contains
  subroutine reverse_columns(a, tmp)
    real, intent(inout) :: a(:,:)
    real, intent(inout) :: tmp(:)
    integer :: i, j, n
    n = size(a, 1)
    !$acc parallel loop gang private(tmp) present(a)
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

  subroutine strided(a, tmp)
    real, intent(inout) :: a(:,:)
    real, intent(inout) :: tmp(:)
    integer :: i, j, n
    n = size(a, 1)
    !$acc parallel loop gang num_gangs(3) private(tmp) present(a)
    do j = 1, size(a, 2)
      !$acc loop vector
      do i = 1, n
        tmp(i) = a(i, j) + j
      end do
      !$acc loop vector
      do i = 1, n
        a(i, j) = tmp(i) - tmp(n + 1 - i)
      end do
    end do
  end subroutine

  subroutine two_rows(a, b, u, v)
    real, intent(in) :: a(:,:)
    real, intent(out) :: b(:,:)
    real, intent(inout) :: u(:), v(:)
    integer :: i, j, n
    n = size(a, 1)
    !$acc parallel loop gang private(u, v) present(a, b)
    do j = 1, size(a, 2)
      !$acc loop vector
      do i = 1, n
        u(i) = a(i, j)
        v(i) = 2 * a(i, j)
        v(n + i) = -a(i, j)
      end do
      !$acc loop vector
      do i = 1, n
        b(i, j) = u(n + 1 - i) * v(i) + v(n + i)
      end do
    end do
  end subroutine

  subroutine histogram(k, h)
    integer, intent(in) :: k(:,:)
    integer, intent(inout) :: h(:)
    integer :: i, j
    !$acc parallel loop gang reduction(+:h) present(k)
    do j = 1, size(k, 2)
      !$acc loop vector reduction(+:h)
      do i = 1, size(k, 1)
        h(k(i, j)) = h(k(i, j)) + 1
      end do
    end do
  end subroutine

  subroutine reverse_async(a, tmp, q)
    real, intent(inout) :: a(:,:)
    real, intent(inout) :: tmp(:)
    integer, intent(in) :: q
    integer :: i, j, n
    n = size(a, 1)
    !$acc parallel loop gang private(tmp) present(a) async(q)
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

  elemental real function val(i, j)
    integer, intent(in) :: i, j
    val = real(mod(7 * i + 13 * j, 101))
  end function
end module

program pool_private
  use pool_ops
  implicit none
  real, allocatable :: a(:,:), b(:,:), tmp(:), u(:), v(:), q1(:,:), q2(:,:), q3(:,:)
  integer, allocatable :: k(:,:), h(:), hexp(:)
  integer :: lens(3) = [8, 3000, 100], cols(3) = [7500, 20, 600]
  integer :: c, i, j, n, m, bad, rep
  do c = 1, 3
    n = lens(c)
    m = cols(c)
    allocate(a(n, m), tmp(n))
    do j = 1, m
      do i = 1, n
        a(i, j) = val(i, j)
      end do
    end do
    !$acc data copy(a)
    call reverse_columns(a, tmp)
    !$acc end data
    bad = 0
    do j = 1, m
      do i = 1, n
        if (a(i, j) /= val(n + 1 - i, j)) bad = bad + 1
      end do
    end do
    print '(a,i0,a,i0)', 'reverse n=', n, ': mismatches ', bad
    deallocate(a, tmp)
  end do

  allocate(a(3, 20000), tmp(3))
  do j = 1, 20000
    do i = 1, 3
      a(i, j) = val(i, j)
    end do
  end do
  !$acc data copy(a)
  call strided(a, tmp)
  !$acc end data
  bad = 0
  do j = 1, 20000
    do i = 1, 3
      if (a(i, j) /= val(i, j) - val(4 - i, j)) bad = bad + 1
    end do
  end do
  print '(a,i0)', 'strided: mismatches ', bad
  deallocate(a, tmp)

  allocate(a(50, 1000), b(50, 1000), u(50), v(100))
  do j = 1, 1000
    do i = 1, 50
      a(i, j) = val(i, j) / 8
    end do
  end do
  !$acc data copyin(a) copyout(b)
  call two_rows(a, b, u, v)
  !$acc end data
  bad = 0
  do j = 1, 1000
    do i = 1, 50
      if (b(i, j) /= a(51 - i, j) * (2 * a(i, j)) - a(i, j)) bad = bad + 1
    end do
  end do
  print '(a,i0)', 'two scratch arrays: mismatches ', bad
  deallocate(a, b, u, v)

  allocate(k(120, 200), h(13), hexp(13))
  do j = 1, 200
    do i = 1, 120
      k(i, j) = mod(5 * i + 3 * j + i / 7, 13) + 1
    end do
  end do
  h = 0
  hexp = 0
  do j = 1, 200
    do i = 1, 120
      hexp(k(i, j)) = hexp(k(i, j)) + 1
    end do
  end do
  !$acc data copyin(k)
  call histogram(k, h)
  !$acc end data
  print '(a,i0,a,i0)', 'histogram: mismatches ', count(h /= hexp), ' total ', sum(h)

  allocate(q1(40, 500), q2(400, 50), q3(4000, 5))
  do j = 1, 500
    do i = 1, 40
      q1(i, j) = val(i, j)
    end do
  end do
  do j = 1, 50
    do i = 1, 400
      q2(i, j) = val(i, j)
    end do
  end do
  do j = 1, 5
    do i = 1, 4000
      q3(i, j) = val(i, j)
    end do
  end do
  allocate(u(40), v(400), tmp(4000))
  !$acc data copy(q1, q2, q3)
  do rep = 1, 3
    call reverse_async(q1, u, 1)
    call reverse_async(q2, v, 2)
    call reverse_async(q3, tmp, 3)
  end do
  !$acc wait
  !$acc end data
  bad = 0
  do j = 1, 500
    do i = 1, 40
      if (q1(i, j) /= val(41 - i, j)) bad = bad + 1
    end do
  end do
  do j = 1, 50
    do i = 1, 400
      if (q2(i, j) /= val(401 - i, j)) bad = bad + 1
    end do
  end do
  do j = 1, 5
    do i = 1, 4000
      if (q3(i, j) /= val(4001 - i, j)) bad = bad + 1
    end do
  end do
  print '(a,i0)', 'queues: mismatches ', bad
end program
