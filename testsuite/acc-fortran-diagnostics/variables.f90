! Variables in clauses resolved as Fortran names (OpenACC 3.3 §2.7.1): arrays, sections,
! components and common blocks; named constants in defining clauses, procedures, undeclared
! names, unknown common blocks and sections that are not one contiguous block are errors.
module grid
  implicit none
  real :: u(10, 20)
  integer, parameter :: nx = 10
end module grid

subroutine variables(b, n)
  use grid
  implicit none
  integer :: n, i, idx(3)
  real :: b(n, n), x, y
  type field
    real :: density(100)
  end type field
  type(field) :: f
  common /blk/ x, y
  !$acc data copyout(nx)
  !$acc end data
  !$acc data copyin(variables)
  !$acc end data
  !$acc data copyout(undeclared)
  !$acc end data
  !$acc parallel copy(/nothere/) present(/blk/)
  !$acc end parallel
  !$acc data copy(u(1:5, 1:5))
  !$acc end data
  !$acc data copy(u(:, 2:20:2))
  !$acc end data
  !$acc update self(b(1:n, 2))
  !$acc update device(b(2, 1:n))
  !$acc enter data create(f%density(1:100:4))
  !$acc data copy(u(:, 2:4), u(1:10, 5), b(:, 1:n), f%density(2:50)) present(u(1:10, 3:3))
  !$acc end data
  !$acc parallel loop private(i) firstprivate(huge)
  do i = 1, n
  end do
  !$acc data create(u(i, :))
  !$acc end data
  !$acc data copyin(u(idx, 1)) present(b(1, idx))
  !$acc end data
end subroutine variables
! expect-error: 20:22: named constant 'nx' in the 'copyout' clause is not a variable
! expect-error: 22:21: 'variables' in the 'copyin' clause is not a variable
! expect-error: 24:22: Symbol 'undeclared' at (1) has no IMPLICIT type
! expect-error: 26:24: '/nothere/' is not a common block of this scope
! expect-error: 28:19: the array section in the 'copy' clause is not contiguous (OpenACC 3.3 §2.7.1: a subarray in a data clause must be a contiguous section of memory)
! expect-error: 30:19: the array section in the 'copy' clause is not contiguous (OpenACC 3.3 §2.7.1: a subarray in a data clause must be a contiguous section of memory)
! (line 33: an update of a section that skips elements is valid, moved in runs: OpenACC 3.3 §2.14.4, decision 64)
! expect-error: 34:27: the array section in the 'create' clause is not contiguous (OpenACC 3.3 §2.7.1: a subarray in a data clause must be a contiguous section of memory)
! expect-error: 37:47: Symbol 'huge' at (1) has no IMPLICIT type
! expect-error: 40:21: the array section in the 'create' clause is not contiguous (OpenACC 3.3 §2.7.1: a subarray in a data clause must be a contiguous section of memory)
! expect-error: 42:21: a vector subscript is not allowed in the 'copyin' clause (OpenACC 3.3 §2.7.1: a data clause names variables and contiguous subarrays)
! expect-error: 42:40: a vector subscript is not allowed in the 'present' clause (OpenACC 3.3 §2.7.1: a data clause names variables and contiguous subarrays)
