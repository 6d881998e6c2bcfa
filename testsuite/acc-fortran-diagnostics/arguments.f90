! Clause arguments typed as Fortran: scalar integer expressions (num_gangs, async, wait,
! gang), scalar logical conditions (if, self), constant positive integers (collapse, tile,
! gang dim) (OpenACC 3.3 §2.5.7-§2.5.11, §2.9, §2.16).
program arguments
  implicit none
  integer :: i, j, n, a(10)
  integer, parameter :: two = 2
  real :: x
  logical :: ok
  n = 10
  ok = .true.
  x = 1.0
  !$acc parallel num_gangs(x) copy(a)
  !$acc end parallel
  !$acc parallel if(n) self(ok)
  !$acc end parallel
  !$acc parallel loop collapse(n)
  do i = 1, n
  end do
  !$acc parallel loop collapse(two) tile(two, n)
  do j = 1, n
    do i = 1, n
    end do
  end do
  !$acc loop gang(dim:n)
  do i = 1, n
  end do
  !$acc parallel async(x) wait(x)
  !$acc end parallel
  !$acc kernels num_workers(ok) vector_length(2.5)
  !$acc end kernels
  !$acc update device(a) async(a)
  !$acc wait(1, x)
  !$acc kernels loop gang(num:ok)
  do i = 1, n
  end do
  !$acc serial if(a)
  !$acc end serial
end program arguments
! expect-error: 13:28: the argument of 'num_gangs' must be a scalar integer expression
! expect-error: 15:21: the condition of the 'if' clause must be a scalar logical expression
! expect-error: 17:32: the argument of 'collapse' must be a constant positive integer
! expect-error: 20:47: the argument of 'tile' must be a constant positive integer
! expect-error: 25:23: the argument of 'gang(dim:)' must be a constant positive integer
! expect-error: 28:24: the argument of 'async' must be a scalar integer expression
! expect-error: 28:32: the argument of 'wait' must be a scalar integer expression
! expect-error: 30:29: the argument of 'num_workers' must be a scalar integer expression
! expect-error: 30:47: the argument of 'vector_length' must be a scalar integer expression
! expect-error: 32:32: the argument of 'async' must be a scalar integer expression
! expect-error: 33:17: the argument of 'wait' must be a scalar integer expression
! expect-error: 34:31: the argument of 'gang' must be a scalar integer expression
! expect-error: 37:19: the condition of the 'if' clause must be a scalar logical expression
