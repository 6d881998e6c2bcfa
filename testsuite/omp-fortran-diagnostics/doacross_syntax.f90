! The form of doacross vectors (OpenMP 4.5 §2.13.9: `x [± d]` per loop; 5.2 §15.9.6: `source:`
! takes nothing or omp_cur_iteration, `sink:` takes a vector or omp_cur_iteration - 1):
! gfortran 12 reports line 10 as 'Syntax error in OpenMP DEPEND SINK list' (it has no doacross
! clause for lines 11-12).
subroutine s(n, x)
  integer :: n, i
  real :: x(n)
!$omp parallel do ordered(1)
  do i = 2, n
!$omp ordered depend(sink: 2*i)
!$omp ordered doacross(source: i)
!$omp ordered doacross(sink: omp_cur_iteration)
    x(i) = 1
!$omp ordered depend(source)
  end do
end subroutine
! expect-error: 10:28: expected 'variable [± offset]' in a sink vector, not '2*i' (OpenMP 4.5 §2.13.9)
! expect-error: 11:32: 'doacross(source: …)' takes nothing or 'omp_cur_iteration'
! expect-error: 12:30: a sink vector with 'omp_cur_iteration' is 'omp_cur_iteration - 1' (OpenMP 5.2 §15.9.6)
