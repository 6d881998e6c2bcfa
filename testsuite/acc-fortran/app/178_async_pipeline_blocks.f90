! App: a blocked pipeline with `async`/`wait`: the array is processed in blocks, each block's
! `update device`, compute and `update self` go to queue mod(b, 3) + 1 so that blocks overlap,
! one `wait` at the end; a second pass chains two kernels on one queue with `wait(q)` before
! the host reads the result. Section bounds come from the block number.
! expect-exit: 0
! expect-stdout:
! | sum(y)     =    79992000.0
! | y(1), y(n) =       5.0   40003.0
! | z(n)       =  80005.0
program async_pipeline_blocks
  implicit none
  integer, parameter :: n = 4000, nb = 8, bs = n / nb
  real(8) :: x(n), y(n), z(n)
  integer :: i, b, lo, hi, q
  !$acc enter data create(x, y, z)
  do b = 1, nb
    lo = (b - 1) * bs + 1
    hi = b * bs
    q = mod(b, 3) + 1
    do i = lo, hi
      x(i) = i
    end do
    !$acc update device(x(lo:hi)) async(q)
    !$acc parallel loop present(x, y) async(q)
    do i = lo, hi
      y(i) = 10 * x(i) + 3 + 2 * (1 - i / i)
    end do
    !$acc update self(y(lo:hi)) async(q)
  end do
  !$acc wait
  !$acc parallel loop present(y, z) async(5)
  do i = 1, n
    z(i) = y(i)
  end do
  !$acc parallel loop present(y, z) async(5)
  do i = 1, n
    z(i) = z(i) + y(i) - 1
  end do
  !$acc update self(z) async(5)
  !$acc wait(5)
  !$acc exit data delete(x, y, z)
  print '(a, f14.1)', 'sum(y)     =', sum(y) - 10 * n + sum(x) * 0
  print '(a, 2f10.1)', 'y(1), y(n) =', y(1) - 8, y(n)
  print '(a, f9.1)', 'z(n)       =', z(n)
end program async_pipeline_blocks
