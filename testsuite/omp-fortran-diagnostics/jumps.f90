! Branches out of OpenMP structured blocks (OpenMP 4.5 §2.1) and EXIT of the DO loop of a
! loop construct (§2.7.1); CYCLE of it and STOP are allowed.
! gfortran 12 reports the errors of lines 9 and 15 (it reports one error per statement
! construct it rejects and skips the rest of it).
subroutine s(n)
  integer :: n, i
  do i = 1, n
!$omp parallel
    if (n > 3) exit
    if (n > 5) return
!$omp end parallel
  end do
!$omp parallel do
  do i = 1, n
    if (i > 3) exit
    if (i > 5) goto 10
  end do
10 continue
!$omp parallel do
  do i = 1, n
    if (i > 2) cycle
    if (i > 4) stop 1
  end do
!$omp critical
  if (n > 9) return
!$omp end critical
end subroutine
! expect-error: 9:16: EXIT statement leaving an OpenMP structured block (OpenMP 4.5 §2.1)
! expect-error: 10:16: RETURN statement leaving an OpenMP structured block (OpenMP 4.5 §2.1)
! expect-error: 15:16: EXIT statement terminating the loop of an OpenMP loop construct (OpenMP 4.5 §2.7.1)
! expect-error: 16:16: GO TO 10 leaves an OpenMP structured block (OpenMP 4.5 §2.1)
! expect-error: 25:14: RETURN statement leaving an OpenMP structured block (OpenMP 4.5 §2.1)
