! Named constants (PARAMETER scalars and arrays) in data clauses and firstprivate (OpenACC 3.4
! §1.6 makes a named constant a var; nvfortran accepts them): nothing to map, since every
! reference is the constant's value, so the items are dropped and the region reads the
! values. They used to be "named constant 'k' in the 'firstprivate' clause is not a variable".
! (gfortran refuses them: the reference is the sequential meaning.)
! reference: without -fopenacc
! expect-exit: 0
! expect-stdout:
! | errors 0
! |      530.500   22271.000
module consts
  implicit none
  real(8), parameter :: scale = 0.5d0
end module consts

program named_constants_in_clauses
  use consts
  implicit none
  integer, parameter :: n = 1000, k = 7
  real(8), parameter :: w(2) = [1.25d0, 0.75d0]
  real(8) :: a(n), c(n)
  integer :: i, errors
  do i = 1, n
    a(i) = mod(i * 13, 17)
  end do
  c = 0
  !$acc data copyin(a, k, w) create(scale) copy(c)
  !$acc parallel loop present(a, c) firstprivate(k, w)
  do i = 1, n
    c(i) = w(1) * a(i) + w(2) + k
  end do
  !$acc parallel loop present(a, c) private(scale)
  do i = 1, n
    c(i) = c(i) + scale * a(i)
  end do
  !$acc end data
  !$acc kernels copy(c) present_or_copyin(n) copyin(scale)
  c(1) = c(1) + n * scale
  !$acc end kernels
  errors = 0
  do i = 2, n
    if (abs(c(i) - (1.75d0 * a(i) + 7.75d0)) > 1d-12) errors = errors + 1
  end do
  print '(a, i0)', 'errors ', errors
  print '(2f12.3)', c(1), sum(c)
end program
