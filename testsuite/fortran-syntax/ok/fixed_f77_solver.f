C     Gauss-Seidel in FORTRAN 77 with card sequence numbers in 73-80,   GSEI0010
C     blank-insensitive keywords and tab-free fixed layout.             GSEI0020
      SUBROUTINE GSEID(N, A, B, X, TOL, MAXIT, ITER)                    GSEI0030
      IMPLICIT DOUBLE PRECISION (A-H, O-Z)                              GSEI0040
      INTEGER N, MAXIT, ITER                                            GSEI0050
      DOUBLEPRECISION A(N, N), B(N), X(N)                               GSEI0060
      DOUBLE PRECISION TOL                                              GSEI0070
      DO10I=1,N                                                         GSEI0080
         X(I) = 0.0D0                                                   GSEI0090
   10 CONTINUE                                                          GSEI0100
      DO 40 ITER = 1, MAXIT                                             GSEI0110
         ERR = 0.0D0                                                    GSEI0120
         DO 30 I = 1, N                                                 GSEI0130
            S = B(I)                                                    GSEI0140
            DO 20 J = 1, N                                              GSEI0150
               IF (J .NE. I) S = S - A(I, J) * X(J)                     GSEI0160
   20       CONTINUE                                                    GSEI0170
            XNEW = S / A(I, I)                                          GSEI0180
            IF (ABS(XNEW - X(I)) .GT. ERR) ERR = ABS(XNEW - X(I))       GSEI0190
            X(I) = XNEW                                                 GSEI0200
   30    CONTINUE                                                       GSEI0210
         IF (ERR .LT. TOL) GOTO 50                                      GSEI0220
   40 CONTINUE                                                          GSEI0230
      ITER = MAXIT                                                      GSEI0240
   50 CONTINUE                                                          GSEI0250
      IF (ITER .GE. MAXIT) THEN                                         GSEI0260
         WRITE (*, *) 'NO CONVERGENCE'                                  GSEI0270
      ENDIF                                                             GSEI0280
      DO I = 1, N                                                       GSEI0290
         IF (X(I) .LT. 0.0D0) GO TO 60                                  GSEI0300
      ENDDO                                                             GSEI0310
   60 RETURN                                                            GSEI0320
      END                                                               GSEI0330
