! `!$acc end loop` after the DO loop of a `loop` construct (OpenACC 3.3 §2.9: optional in
! Fortran), written as the validation suite and many applications do, inside `parallel` and
! `kernels` regions and after a collapsed nest. It was a syntax error.
! expect-exit: 0
! expect-stdout:
! |     4224.0  13445120.0
program end_loop
  implicit none
  integer, parameter :: n = 64
  real(8) :: a(n), b(n, n)
  integer :: i, j
  a = 0
  b = 0
  !$acc parallel copy(a, b)
  !$acc loop
  do i = 1, n
    a(i) = 2 * i
  end do
  !$acc end loop
  !$acc loop collapse(2)
  do j = 1, n
    do i = 1, n
      b(i, j) = i + 100 * j
    end do
  end do
  !$acc end loop
  !$acc end parallel
  !$acc kernels copy(a)
  !$acc loop independent
  do i = 1, n
    a(i) = a(i) + 1
  end do
  !$acc end loop
  !$acc end kernels
  print '(f10.1, f12.1)', sum(a), sum(b)
end program end_loop
