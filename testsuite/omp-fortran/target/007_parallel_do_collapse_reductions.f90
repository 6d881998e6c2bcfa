! Fortran device loops with thread-level parallelism (OpenMP 4.5 §2.11): target parallel do,
! target teams distribute parallel do with collapse(2) and reductions (+, max, min, iand), target
! teams distribute parallel do simd, and private on the combined constructs (flang-22 takes no
! firstprivate on target).
! expect-exit: 0
! expect-stdout:
! | target parallel do: 3.0 6240.0
! | reductions: 125184.00 80.00 2 -8
! | simd, private: 3 6240 3.0
program target_loops
  implicit none
  integer, parameter :: n = 64, m = 48
  real(8) :: a(n), b(n), grid(n, m), total, biggest
  integer :: i, j, small, bits, hits(n), k
  real(8) :: w

  do i = 1, n
    a(i) = i
    b(i) = 2 * i
  end do
  !$omp target parallel do map(tofrom: a) map(to: b)
  do i = 1, n
    a(i) = a(i) + b(i)
  end do
  print '(a,f0.1,1x,f0.1)', 'target parallel do: ', a(1), sum(a)

  !$omp target teams distribute parallel do collapse(2) map(from: grid)
  do j = 1, m
    do i = 1, n
      grid(i, j) = i * 0.5d0 + j
    end do
  end do
  total = 0
  biggest = 0
  small = huge(small)
  bits = -1
  !$omp target teams distribute parallel do collapse(2) map(to: grid) &
  !$omp& reduction(+: total) reduction(max: biggest) reduction(min: small) reduction(iand: bits)
  do j = 1, m
    do i = 1, n
      total = total + grid(i, j)
      biggest = max(biggest, grid(i, j))
      small = min(small, i + j)
      bits = iand(bits, not(ishft(1, mod(i, 3))))
    end do
  end do
  print '(a,f0.2,1x,f0.2,1x,i0,1x,i0)', 'reductions: ', total, biggest, small, bits

  w = 3
  k = -1
  !$omp target teams distribute parallel do simd private(k) map(from: hits) map(to: w)
  do i = 1, n
    k = i * int(w)
    hits(i) = k
  end do
  print '(a,i0,1x,i0,1x,f0.1)', 'simd, private: ', hits(1), sum(hits), w
end program target_loops
