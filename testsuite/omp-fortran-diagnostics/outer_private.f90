! reduction, firstprivate and lastprivate items of a worksharing construct must be shared in
! the enclosing parallel region (OpenMP 4.5 §2.15.3.4-§2.15.3.6); an orphaned reduction of
! a procedure's local is reported as gfortran does.
subroutine orphan(n)
  implicit none
  integer :: n, i, e
  e = 0
!$omp do reduction(+:e)
  do i = 1, n
    e = e + i
  end do
end subroutine

program outer_private
  implicit none
  integer :: i, s, t, n
  n = 10
  s = 0
!$omp parallel private(s, t)
!$omp do reduction(+:s)
  do i = 1, n
    s = s + i
  end do
!$omp do firstprivate(t)
  do i = 1, n
    s = s + t
  end do
!$omp single
  t = 1
!$omp end single
!$omp end parallel
!$omp parallel
!$omp do reduction(+:n)
  do i = 1, 10
    n = n + i
  end do
!$omp end parallel
end program
! expect-error: 8:22: reduction variable 'e' is private in outer context (OpenMP 4.5 §2.15.3)
! expect-error: 20:22: reduction variable 's' is private in outer context (OpenMP 4.5 §2.15.3)
! expect-error: 24:23: firstprivate variable 't' is private in outer context (OpenMP 4.5 §2.15.3)
