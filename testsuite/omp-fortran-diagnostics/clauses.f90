! Clauses not allowed on a directive, repeated, or misspelt (OpenMP 4.5 §2.5-§2.13), and
! clause arguments of the wrong kind.
program clauses
  implicit none
  integer :: i, n, s, a(10)
  real :: r
  logical :: l
  n = 10
  s = 0
  !$omp parallel schedule(static)
  !$omp end parallel
  !$omp parallel num_threads(2) num_threads(3)
  !$omp end parallel
  !$omp do nowait
  do i = 1, n
    a(i) = i
  end do
  !$omp single
  s = 1
  !$omp end single nowait copyprivate(s)
  !$omp parallel privat(s)
  !$omp end parallel
  !$omp parallel end
  !$omp end parallel
  !$omp parallel private(n) shared(n)
  !$omp end parallel
  !$omp critical
  l = .true.
  !$omp end critical nowait
end program clauses
! expect-error: 10:18: clause 'schedule' is not allowed on 'parallel' directive
! expect-error: 12:33: clause 'num_threads' may appear only once on 'parallel' directive
! expect-error: 14:12: clause 'nowait' is not allowed on 'do' directive
! expect-error: 20:20: clauses 'copyprivate' and 'nowait' exclude each other
! expect-error: 21:18: unknown clause 'privat' on 'parallel' directive; did you mean 'private'?
! expect-error: 23:18: unknown clause 'end' on 'parallel' directive
! expect-error: 25:36: 'n' appears in 'private' and 'shared' clauses
! expect-error: 29:22: clause 'nowait' is not allowed on 'end critical' directive
