C     Classic FORTRAN 77: labels, common blocks, shared DO terminals,
C     computed and arithmetic branches.
      PROGRAM F77LAB
      IMPLICIT NONE
      INTEGER N, I, J, K, ISUM
      PARAMETER (N = 10)
      REAL A(N, N), B(N), X
      COMMON /WORK/ A, B
      COMMON /CNT/ ISUM
*     Fill the matrix (shared terminal statement).
      DO 10 I = 1, N
      DO 10 J = 1, N
         A(I, J) = REAL(I + J)
   10 CONTINUE
      ISUM = 0
      DO 20, I = 1, N
         B(I) = 0.0
         ISUM = ISUM + I
   20 CONTINUE
      K = 2
      GO TO (30, 40, 50), K
   30 X = 1.0
      GOTO 60
   40 X = 2.0
      GO TO 60
   50 X = 3.0
   60 IF (X - 2.0) 70, 80, 90
   70 CONTINUE
   80 CONTINUE
   90 CONTINUE
      IF (ISUM .GT. 0 .AND. X .NE. 0.0) THEN
         CALL SCALE(N, X)
      ELSE IF (ISUM .EQ. 0) THEN
         STOP 1
      ELSE
         X = -X
      END IF
      WRITE (6, 100) ISUM, X, B(1)
  100 FORMAT (1X, 'ISUM=', I6, ' X=', F8.3, 2X, E12.4)
      END
C
      SUBROUTINE SCALE(N, F)
      INTEGER N, I
      REAL F
      REAL A(10, 10), B(10)
      COMMON /WORK/ A, B
      DO 200 I = 1, N
         B(I) = A(I, I) * F
  200 CONTINUE
      RETURN
      END
