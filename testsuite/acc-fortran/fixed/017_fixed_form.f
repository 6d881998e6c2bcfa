! Fixed form: c$acc, *$acc and !$acc sentinels in column 1 with column-6 continuation
! (OpenACC 3.3 §2.1.2), a labelled DO under parallel loop, and a common block.
! expect-exit: 0
! expect-stdout:
! | S =    4160.0
! | B(1,1), B(N,4) =      -2.0     512.0
! | PASS
      PROGRAM FIXED
      IMPLICIT NONE
      INTEGER N, I, J
      PARAMETER (N = 64)
      DOUBLE PRECISION A(N), B(N, 4), S
      COMMON /WORK/ A
      DO 10 I = 1, N
         A(I) = DBLE(I)
   10 CONTINUE
      S = 0.0D0
C$ACC PARALLEL LOOP COPY(/WORK/)
c$acc+  REDUCTION(+:S)
      DO 20 I = 1, N
         A(I) = 2.0D0 * A(I)
         S = S + A(I)
   20 CONTINUE
*$acc parallel loop collapse(2)
*$acc&   copyout(b) copyin(a)
      DO 40 J = 1, 4
      DO 30 I = 1, N
         B(I, J) = A(I) * DBLE(J)
   30 CONTINUE
   40 CONTINUE
!$acc kernels copy(b)
      B(1, 1) = -B(1, 1)
!$acc end kernels
      PRINT '(A, F10.1)', 'S =', S
      PRINT '(A, 2F10.1)', 'B(1,1), B(N,4) =', B(1, 1), B(N, 4)
      IF (S .EQ. DBLE(N * (N + 1)) .AND. B(N, 4) .EQ. 8.0D0 * N) THEN
         PRINT '(A)', 'PASS'
      ELSE
         PRINT '(A)', 'FAIL'
      END IF
      END
