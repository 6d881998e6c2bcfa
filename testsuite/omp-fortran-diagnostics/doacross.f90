! Doacross loops (OpenMP 4.5 §2.7.1 ordered(n), §2.13.8-§2.13.9; 5.2 §15.9.6 doacross): a sink
! vector names the n DO variables of the nest in order, the stand-alone ordered belongs to a
! loop with ordered(n), the block ordered does not; gfortran 12 reports lines 13-30 with the
! same words (its columns point at the clause's end; line 28 in its 4.5 spelling). The others
! are oxacc's: gfortran 12 runs line 33's non-rectangular nest, and says 'not enough DO loops'
! for line 37.
subroutine s(n, x)
  integer :: n, i, j
  real :: x(n, n)
!$omp parallel do ordered(2)
  do i = 2, n
    do j = 2, n
!$omp ordered depend(sink: i-1, j) depend(sink: i, n-1)
!$omp ordered depend(sink: i-1)
      x(i, j) = x(i-1, j)
!$omp ordered depend(source)
    end do
  end do
!$omp parallel do ordered
  do i = 2, n
!$omp ordered depend(source)
  end do
!$omp parallel do ordered(1)
  do i = 2, n
!$omp ordered
  x(i,1) = 1
!$omp end ordered
!$omp ordered doacross(sink: j - 1)
  end do
!$omp ordered doacross(source:)
!$omp parallel do ordered(2)
  do i = 2, n
    do j = i, n
      x(i, j) = 0
    end do
  end do
!$omp do ordered(2)
  do i = 2, n
    x(i, 1) = 0
  end do
end subroutine
! expect-error: 13:52: variable 'n' is not an iteration of outermost loop 2, expected 'j' (OpenMP 4.5 §2.13.8, §2.13.9)
! expect-error: 14:15: number of variables in 'depend' clause with 'sink' modifier does not match number of iteration variables (OpenMP 4.5 §2.13.8, §2.13.9)
! expect-error: 21:7: 'ordered' construct with 'depend' clause must be closely nested inside a loop with 'ordered' clause with a parameter (OpenMP 4.5 §2.13.8, §2.13.9)
! expect-error: 25:7: 'ordered' region without 'depend' clause may not be closely nested inside a loop region with an 'ordered' clause with a parameter (OpenMP 4.5 §2.13.8, §2.13.9)
! expect-error: 28:30: variable 'j' is not an iteration of outermost loop 1, expected 'i' (OpenMP 4.5 §2.13.8, §2.13.9)
! expect-error: 30:7: 'ordered' construct with 'depend' clause must be closely nested inside an 'ordered' loop (OpenMP 4.5 §2.13.8, §2.13.9)
! expect-error: 33:12: a doacross loop ('ordered(n)') whose bounds use the DO variable 'i' of an outer loop of the nest is not supported yet
! expect-error: 37:10: 'ordered(2)' needs 2 perfectly nested counted DO loops after '!$omp do' (OpenMP 4.5 §2.7.1: they are the loops of the doacross nest)
