! `!$acc end loop` after the DO loop of a loop directive. OpenACC 3.3 §2.9 has no end
! directive for loop, but gfortran (with a warning), flang and nvfortran accept one, and
! OpenACCV-V's acc_map_data.F90 writes it; oxacc stopped with "unexpected 'loop'". Nested
! loops each closed, a loop in kernels, and an end loop after a loop with its own clauses.
! expect-exit: 0
! expect-stdout:
! | row sums      1275     3775     6275
! | total      23775.0
! | scaled         1275
program end_loop
  implicit none
  integer, parameter :: n = 50, m = 3
  integer :: a(n, m), rows(m), i, j, s
  real(8) :: b(n), total
  !$acc parallel copyout(a)
  !$acc loop gang
  do j = 1, m
    !$acc loop vector
    do i = 1, n
      a(i, j) = i + (j - 1) * n
    end do
    !$acc end loop
  end do
  !$acc end loop
  !$acc end parallel
  !$acc parallel loop copyin(a) copyout(rows) private(s)
  do j = 1, m
    s = 0
    !$acc loop reduction(+:s)
    do i = 1, n
      s = s + a(i, j)
    end do
    !$acc end loop
    rows(j) = s
  end do
  print '(a, 3i9)', 'row sums ', rows
  total = 0
  !$acc kernels copyout(b)
  !$acc loop independent
  do i = 1, n
    b(i) = 2 * i - 1
  end do
  !$acc end loop
  !$acc end kernels
  !$acc parallel copyin(b)
  !$acc loop reduction(+:total)
  do i = 1, n
    total = total + b(i) * 9 + i
  end do
  !$acc end loop
  !$acc end parallel
  print '(a, f12.1)', 'total ', total
  call scaled(n)
contains
  subroutine scaled(k)
    integer, intent(in) :: k
    integer :: v(k), t, q
    !$acc data create(v)
    !$acc parallel
    !$acc loop
    do q = 1, k
      v(q) = q
    end do
    !$acc end loop
    !$acc end parallel
    t = 0
    !$acc parallel loop reduction(+:t)
    do q = 1, k
      t = t + v(q)
    end do
    !$acc end data
    print '(a, i12)', 'scaled ', t
  end subroutine
end program
