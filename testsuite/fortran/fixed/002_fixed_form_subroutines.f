! Fixed form: a Fortran 77 style program with an external subroutine and function, arrays
! dimensioned by dummy arguments, a common block and an arithmetic statement function.
! expect-exit: 0
! expect-stdout:
! |    8.00000  15.00000  20.00000  22.00000  20.00000  13.00000
! | NORM  41.73727351
      PROGRAM TRIDI
      IMPLICIT NONE
      INTEGER N
      PARAMETER (N = 6)
      DOUBLE PRECISION A(N), B(N), C(N), D(N), X(N)
      INTEGER I
      DOUBLE PRECISION RNORM
      EXTERNAL RNORM
      DO 10 I = 1, N
         A(I) = -1.0D0
         B(I) = 2.0D0
         C(I) = -1.0D0
         D(I) = DBLE(I)
   10 CONTINUE
      CALL THOMAS(N, A, B, C, D, X)
      WRITE (*, '(6F10.5)') (X(I), I = 1, N)
      WRITE (*, '(A, F12.8)') 'NORM ', RNORM(N, X)
      END

      SUBROUTINE THOMAS(N, A, B, C, D, X)
C     Tridiagonal solve (Thomas algorithm); B and D are overwritten.
      INTEGER N, I
      DOUBLE PRECISION A(N), B(N), C(N), D(N), X(N), W
      DO 20 I = 2, N
         W = A(I) / B(I-1)
         B(I) = B(I) - W * C(I-1)
         D(I) = D(I) - W * D(I-1)
   20 CONTINUE
      X(N) = D(N) / B(N)
      DO 30 I = N - 1, 1, -1
         X(I) = (D(I) - C(I) * X(I+1)) / B(I)
   30 CONTINUE
      RETURN
      END

      DOUBLE PRECISION FUNCTION RNORM(N, X)
      INTEGER N, I
      DOUBLE PRECISION X(N), SQ, V
      SQ(V) = V * V
      RNORM = 0.0D0
      DO 40 I = 1, N
         RNORM = RNORM + SQ(X(I))
   40 CONTINUE
      RNORM = SQRT(RNORM)
      END
