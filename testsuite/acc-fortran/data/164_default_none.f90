! reference: without -fopenacc
! `default(none)` (OpenACC 3.3 §2.5.16) on `parallel`, `kernels` and `serial` with every
! variable the regions use listed in a data clause (scalars included, as firstprivate,
! reduction or copy), and the loop indices predetermined private: the DO variable of the
! `serial` body's plain DO loop too (§2.6.1; gfortran 12 wants it in a clause, so the reference
! is the sequential meaning).
! expect-exit: 0
! expect-stdout:
! | y(1), y(n) =      5.0000    403.0000
! | s =   40800.0000
! | m = 403.0000
program default_none_clause
  implicit none
  integer, parameter :: n = 200
  real(8) :: x(n), y(n), a, s, m
  integer :: i
  do i = 1, n
    x(i) = i
  end do
  a = 2
  !$acc parallel loop default(none) copyin(x) copyout(y) firstprivate(a)
  do i = 1, n
    y(i) = a * x(i) + 3
  end do
  s = 0
  !$acc kernels default(none) copyin(y) copy(s)
  !$acc loop reduction(+:s)
  do i = 1, n
    s = s + y(i)
  end do
  !$acc end kernels
  m = 0
  !$acc serial default(none) copyin(y) copy(m)
  do i = 1, n
    m = max(m, y(i))
  end do
  !$acc end serial
  print '(a, 2f12.4)', 'y(1), y(n) =', y(1), y(n)
  print '(a, f12.4)', 's = ', s
  print '(a, f8.4)', 'm = ', m
end program default_none_clause
