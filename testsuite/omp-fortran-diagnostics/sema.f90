! Clause arguments checked as Fortran (OpenMP 4.5 §2.5.1 if and num_threads, §2.7.1
! collapse, §2.15.3.6 reduction operators by type, §2.15.3 list items), loop nests, and the
! constructs oxacc does not run yet.
program sema
  implicit none
  integer, parameter :: k = 3
  integer :: i, j, n, s, a(10)
  real :: r
  logical :: l
  n = 10
  s = 0
  r = 0
  !$omp parallel num_threads(r)
  !$omp end parallel
  !$omp parallel if(n)
  !$omp end parallel
  !$omp parallel do collapse(n)
  do i = 1, n
    a(i) = i
  end do
  !$omp parallel do reduction(ior:r)
  do i = 1, n
    r = r + i
  end do
  !$omp parallel do reduction(.and.:s)
  do i = 1, n
    s = s + i
  end do
  !$omp parallel private(k)
  !$omp end parallel
  !$omp do collapse(2)
  do i = 1, n
    a(i) = i
  end do
  !$omp do
  do while (n > 0)
    n = n - 1
  end do
  !$omp taskloop reduction(+: n)
  do i = 1, n
  end do
  !$omp section
end program sema
! expect-error: 13:30: the argument of 'num_threads' must be a scalar integer expression
! expect-error: 15:21: the condition of the 'if' clause must be a scalar logical expression
! expect-error: 17:30: the argument of 'collapse' must be a constant positive integer
! expect-error: 21:35: OpenMP reduction operator 'ior' is not valid for variable 'r' of type 'REAL(4)' (OpenMP 4.5 §2.15.3.6: it applies to integer types)
! expect-error: 25:37: OpenMP reduction operator '.and.' is not valid for variable 's' of type 'INTEGER(4)' (OpenMP 4.5 §2.15.3.6: it applies to logical types)
! expect-error: 29:26: named constant 'k' in the 'private' clause is not a variable
! expect-error: 31:12: 2 perfectly nested DO loops are needed here, found 1 (OpenMP 4.5 §2.7.1)
! expect-error: 36:3: the DO loop after '!$omp do' needs a loop control (DO WHILE, DO CONCURRENT and DO without control are not allowed here)
! Line 39, an operator's 'reduction' on 'taskloop', is valid (omp-fortran/tasks/400).
! expect-error: 42:9: '!$omp section' must appear directly in a '!$omp sections' construct
