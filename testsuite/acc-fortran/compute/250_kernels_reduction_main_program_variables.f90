! Compute: `kernels` loops with `reduction` on variables of the main program (statically
! allocated, reached in the body through addresses of their own) are parallel loops, not
! sequential ones: the reduction clause exempts the variable from the dependence test
! (OpenACCV-V kernels_num_gangs, `results = 1` in a `loop gang reduction(+:results)` under
! `num_gangs(8)`, gave 1 instead of 8 on an H200: the loop ran in one gang). The stored value
! `1` of that test depends on the gang count; these sums do not (remark lines: -Minfo=accel).
! Under `vector_length(1)` a gang loop is not spread over the gang's threads (one lane,
! §2.5.11; that test's 8 gangs had summed 256 thread copies).
! remark: loop at 33:3 gang-partitioned
! remark: loop at 40:3 gang-partitioned
! remark: kernel MAIN__.acc.2 runs one thread per gang on the GPU
! expect-exit: 0
! expect-stdout:
! | total       500500
! | biggest   999.0000
! | count of odd          500
! | squares    333833500
program kernels_reduction_main
  implicit none
  integer :: i, total, odd
  integer(8) :: squares
  real(8) :: biggest
  real(8) :: w(1000)

  do i = 1, 1000
    w(i) = mod(i * 37, 1000)
  end do
  total = 0
  odd = 0
  biggest = -1.0d0

  !$acc kernels num_gangs(8)
  !$acc loop gang reduction(+:total)
  do i = 1, 1000
    total = total + i
  end do
  !$acc end kernels

  !$acc kernels copyin(w)
  !$acc loop reduction(max:biggest) reduction(+:odd)
  do i = 1, 1000
    biggest = max(biggest, w(i))
    if (mod(i, 2) == 1) odd = odd + 1
  end do
  !$acc end kernels

  squares = 0
  !$acc parallel num_gangs(4) vector_length(1)
  !$acc loop gang reduction(+:squares)
  do i = 1, 1000
    squares = squares + int(i, 8) * i
  end do
  !$acc end parallel

  print '(a, i12)', 'total ', total
  print '(a, f10.4)', 'biggest ', biggest
  print '(a, i12)', 'count of odd ', odd
  print '(a, i12)', 'squares ', squares
end program
