! reference: without -fopenacc
! `device_type` and its `dtype` spelling (OpenACC 3.3 §2.4) on compute and loop constructs:
! the clauses after `device_type(nvidia)` apply only on an NVIDIA device, those after
! `device_type(*)` or `dtype(host)` elsewhere; on the host the answer does not depend on which
! group applies, only that every group parses and the results are right.
! gfortran 12 refuses `device_type` on these constructs: the reference is the sequential meaning.
! (The compiler's implicit `copy(s)` once went after the user's `device_type(nvidia)` and was
! dropped on the host: s came out 0.)
! expect-exit: 0
! expect-stdout:
! | c(1), c(n) =    3.0000 3000.0000
! | s          =  750750.0000
! | row sums   =     5050.00   252500.00
program device_type_clauses
  implicit none
  integer, parameter :: n = 1000, m = 50
  real(8) :: a(n), b(n), c(n), s, g(100, m), rows(m)
  integer :: i, j
  do i = 1, n
    a(i) = i
    b(i) = 2 * i
  end do
  !$acc parallel loop copyin(a, b) copyout(c) device_type(nvidia) num_gangs(64) &
  !$acc&  vector_length(128) device_type(*) num_gangs(4) vector_length(8)
  do i = 1, n
    c(i) = a(i) + b(i) + 3 - 3
  end do
  s = 0
  !$acc parallel copyin(c) dtype(host) num_workers(2) dtype(nvidia) num_workers(8)
  !$acc loop gang worker reduction(+:s) device_type(nvidia) vector
  do i = 1, n
    s = s + c(i) / 2 + 0.5d0 * i - i / 2.0d0
  end do
  !$acc end parallel
  do j = 1, m
    do i = 1, 100
      g(i, j) = i * j
    end do
  end do
  !$acc kernels copyin(g) copyout(rows) device_type(nvidia) num_gangs(m)
  !$acc loop gang device_type(*) independent
  do j = 1, m
    rows(j) = 0
    !$acc loop device_type(nvidia) vector device_type(*) seq
    do i = 1, 100
      rows(j) = rows(j) + g(i, j)
    end do
  end do
  !$acc end kernels
  print '(a, 2f10.4)', 'c(1), c(n) =', c(1), c(n)
  print '(a, f13.4)', 's          =', s
  print '(a, 2f12.2)', 'row sums   =', rows(1), rows(m)
end program device_type_clauses
