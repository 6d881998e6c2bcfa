! Recursive module procedures (implicitly `declare target`: OpenMP 5.0 §2.12.7) called from
! `target teams distribute parallel do` with assumed-shape dummies, deeper than the GPU's
! default per-thread stack (CUDA's 1 KiB) holds: a recursive merge sort of each iteration's
! own column with a scratch column of the same shape, an Ackermann nested recursion and a
! linear recursion 40 levels deep with a local array in every frame. The compiler finds the
! call-graph cycles and the runtime raises the stack for the image (decision 115); before,
! such programs needed OXACC_CUDA_STACKSIZE on an H200 ("unspecified launch failure").
! expect-exit: 0
! expect-stdout:
! | sorted, weighted sum 351731042
! | ackermann sum 2804 19
! | chain sum -255 285 165
module rec_451_m
  implicit none
contains
  recursive subroutine msort(a, tmp, lo, hi)
    integer, intent(inout) :: a(:), tmp(:)
    integer, intent(in) :: lo, hi
    integer :: mid, i, j, k
    if (hi <= lo) return
    mid = (lo + hi) / 2
    call msort(a, tmp, lo, mid)
    call msort(a, tmp, mid + 1, hi)
    i = lo
    j = mid + 1
    k = lo
    do while (i <= mid .and. j <= hi)
      if (a(i) <= a(j)) then
        tmp(k) = a(i)
        i = i + 1
      else
        tmp(k) = a(j)
        j = j + 1
      end if
      k = k + 1
    end do
    do while (i <= mid)
      tmp(k) = a(i)
      i = i + 1
      k = k + 1
    end do
    do while (j <= hi)
      tmp(k) = a(j)
      j = j + 1
      k = k + 1
    end do
    a(lo:hi) = tmp(lo:hi)
  end subroutine

  recursive integer function ack(m, n) result(r)
    integer, intent(in) :: m, n
    if (m == 0) then
      r = n + 1
    else if (n == 0) then
      r = ack(m - 1, 1)
    else
      r = ack(m - 1, ack(m, n - 1))
    end if
  end function

  recursive integer(8) function chain(v, i) result(r)
    integer, intent(in) :: v(:), i
    integer :: w(5), k
    if (i > size(v)) then
      r = 0
      return
    end if
    do k = 1, 5
      w(k) = v(mod(i + k - 2, size(v)) + 1) * k
    end do
    r = mod(chain(v, i + 1), 1000003_8) + sum(w)
  end function
end module

program rec_451
  use rec_451_m
  implicit none
  integer, parameter :: n = 64, m = 256
  integer :: a(n, m), tmp(n, m), depthless(m), v(40, m), i, j
  integer(8) :: c(m), s
  do j = 1, m
    do i = 1, n
      a(i, j) = mod((n - i) * 37 + j * 11, 997)
    end do
    do i = 1, 40
      v(i, j) = mod(i * 13 + j, 29) - 14
    end do
  end do
  !$omp target teams distribute parallel do
  do j = 1, m
    call msort(a(:, j), tmp(:, j), 1, n)
  end do
  !$omp target teams distribute parallel do
  do j = 1, m
    depthless(j) = ack(2, mod(j, 9))
  end do
  !$omp target teams distribute parallel do
  do j = 1, m
    c(j) = chain(v(:, j), 1)
  end do
  s = 0
  do j = 1, m
    do i = 2, n
      if (a(i - 1, j) > a(i, j)) stop 1
    end do
    do i = 1, n
      s = s + int(a(i, j), 8) * i
    end do
  end do
  print '(a,i0)', 'sorted, weighted sum ', s
  print '(a,i0,1x,i0)', 'ackermann sum ', sum(depthless), maxval(depthless)
  print '(a,i0,1x,i0,1x,i0)', 'chain sum ', sum(c), c(1), c(m)
end program
