! End directives and the statements OpenMP constructs apply to (OpenMP 4.5 §2.1 Fortran
! forms, §2.7.1 the DO loop of a loop construct, §2.13.6 the statement of atomic).
program pairing
  implicit none
  integer :: i, n, a(100)
  real :: x
  n = 100
  !$omp end parallel
  !$omp parallel
  a(1) = 1
  !$omp end single
  !$omp end parallel
  !$omp do
  x = 1.0
  !$omp parallel do
  a(2) = 2
  !$omp atomic update
  !$omp barrier
  do i = 1, n
    !$omp critical
    a(i) = i
  end do
  !$omp end critical
  !$omp end parallel do
  !$omp end atomic
  !$omp sections
  a(3) = 3
end program pairing
! expect-error: 8:9: '!$omp end parallel' without a matching '!$omp parallel'
! expect-error: 11:9: '!$omp end single' without a matching '!$omp single'
! expect-error: 14:3: a DO loop must follow the '!$omp do' directive
! expect-error: 16:3: a DO loop must follow the '!$omp parallel do' directive
! expect-error: 18:3: an assignment statement must follow the '!$omp atomic' directive
! expect-error: 20:11: missing '!$omp end critical' for this '!$omp critical' construct
! expect-error: 23:9: '!$omp end critical' without a matching '!$omp critical'
! expect-error: 24:9: '!$omp end parallel do' without a matching '!$omp parallel do'
! expect-error: 25:9: '!$omp end atomic' without a matching '!$omp atomic'
! expect-error: 26:9: missing '!$omp end sections' for this '!$omp sections' construct
