! Loop: DO CONCURRENT under `parallel loop`, `kernels loop` and `loop` (OpenACC 3.3 §2.9:
! the loop construct applies to every index of the concurrent-header, all of them private,
! with no collapse clause); a mask; a scatter through an index array in a kernels region,
! which DO CONCURRENT makes independent; a reduction. Checked against host loops.
! reference: without -fopenacc (gfortran 12 rejects a loop directive on DO CONCURRENT)
! expect-exit: 0
! expect-stdout:
! | a(1,1), a(n,m) =     101.00   3264.00
! | b(1), b(n) =    129.0     3.0
! | masked: c(1), c(2), c(n) =      0.0     4.0   128.0
! | s =     2080.0
! | PASS
program do_concurrent
  implicit none
  integer, parameter :: n = 64, m = 32
  real(8) :: a(n, m), b(n), c(n), s
  integer :: i, j, idx(n), bad
  do i = 1, n
    idx(i) = n + 1 - i
  end do
  c = 0
  !$acc parallel loop copyout(a)
  do concurrent (j = 1:m, i = 1:n)
    a(i, j) = real(i + 100 * j, 8)
  end do
  !$acc kernels copyin(idx) copyout(b)
  !$acc loop
  do concurrent (i = 1:n)
    b(idx(i)) = real(2 * i + 1, 8)
  end do
  !$acc end kernels
  !$acc kernels loop copy(c)
  do concurrent (i = 1:n, mod(i, 2) == 0)
    c(i) = real(2 * i, 8)
  end do
  s = 0
  !$acc parallel loop reduction(+:s)
  do concurrent (i = 1:n)
    s = s + real(i, 8)
  end do
  print '(a, 2f10.2)', 'a(1,1), a(n,m) = ', a(1, 1), a(n, m)
  print '(a, 2f8.1)', 'b(1), b(n) = ', b(1), b(n)
  print '(a, 3f8.1)', 'masked: c(1), c(2), c(n) = ', c(1), c(2), c(n)
  print '(a, f10.1)', 's = ', s
  bad = 0
  do j = 1, m
    do i = 1, n
      if (a(i, j) /= real(i + 100 * j, 8)) bad = bad + 1
    end do
  end do
  do i = 1, n
    if (b(idx(i)) /= real(2 * i + 1, 8)) bad = bad + 1
    if (mod(i, 2) == 0 .neqv. c(i) /= 0) bad = bad + 1
  end do
  if (bad == 0 .and. s == real(n * (n + 1) / 2, 8)) then
    print '(a)', 'PASS'
  else
    print '(a, i0)', 'FAIL ', bad
  end if
end program do_concurrent
