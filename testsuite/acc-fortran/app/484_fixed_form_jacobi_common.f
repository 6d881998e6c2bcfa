! App (an old fixed-form file): an F77 Jacobi/SOR relaxation with COMMON blocks, implicit
! typing, labelled DO loops, `c$acc`/`*$acc`/`!$acc` sentinels, continuation lines in
! directives, a data region in the driver around the iteration, `kernels` loops with a
! `max` reduction in a subroutine taking explicit-shape dummies, a `routine seq` function
! in another program unit, and `update self` of one column.
! expect-exit: 0
! expect-stdout:
! | ITERATIONS 1619 T
! | MIDROW   0.0472692   0.3997552   0.0472692
! | COLSUM    9.01032809
      PROGRAM JACOBI
      IMPLICIT DOUBLE PRECISION (A-H, O-Z)
      PARAMETER (NX = 30, NY = 20)
      DIMENSION U(0:NX+1, 0:NY+1), UNEW(0:NX+1, 0:NY+1), F(NX, NY)
      COMMON /CTRL/ OMEGA, TOL, MAXIT
      INTEGER MAXIT, IT
      OMEGA = 0.8D0
      TOL = 1.0D-7
      MAXIT = 5000
      DO 20 J = 0, NY + 1
        DO 10 I = 0, NX + 1
          U(I, J) = 0.0D0
          UNEW(I, J) = 0.0D0
   10   CONTINUE
   20 CONTINUE
      DO 40 J = 1, NY
        DO 30 I = 1, NX
          F(I, J) = SRCTRM(I, J, NX, NY)
   30   CONTINUE
   40 CONTINUE
      DO 50 I = 0, NX + 1
        U(I, NY + 1) = 1.0D0
        UNEW(I, NY + 1) = 1.0D0
   50 CONTINUE
C$ACC DATA COPY(U) CREATE(UNEW)
C$ACC&     COPYIN(F)
c$acc kernels
      UNEW(:, :) = U(:, :)
c$acc end kernels
      DO 100 IT = 1, MAXIT
        CALL SWEEP(U, UNEW, F, NX, NY, ERR)
        IF (ERR .LT. TOL) GO TO 110
  100 CONTINUE
  110 CONTINUE
*$acc update self(U(1:NX, NY/2))
      WRITE (*, '(A, I5, L2)') 'ITERATIONS', MIN(IT, MAXIT),
     &   ERR .LT. TOL
      WRITE (*, '(A, 3F12.7)') 'MIDROW', U(1, NY/2), U(NX/2, NY/2),
     &   U(NX, NY/2)
!$ACC END DATA
      S = 0.0D0
      DO 120 J = 1, NY
        S = S + U(NX/2, J)
  120 CONTINUE
      WRITE (*, '(A, F14.8)') 'COLSUM', S
      END

      DOUBLE PRECISION FUNCTION SRCTRM(I, J, NX, NY)
C$ACC ROUTINE SEQ
      INTEGER I, J, NX, NY
      DOUBLE PRECISION X, Y
      X = DBLE(I) / DBLE(NX + 1)
      Y = DBLE(J) / DBLE(NY + 1)
      SRCTRM = 0.01D0 * X * (1.0D0 - X) * Y
      RETURN
      END

      SUBROUTINE SWEEP(U, UNEW, F, NX, NY, ERR)
      IMPLICIT DOUBLE PRECISION (A-H, O-Z)
      DIMENSION U(0:NX+1, 0:NY+1), UNEW(0:NX+1, 0:NY+1), F(NX, NY)
      COMMON /CTRL/ OMEGA, TOL, MAXIT
      INTEGER MAXIT
      ERR = 0.0D0
C$ACC KERNELS PRESENT(U, UNEW, F)
C$ACC LOOP INDEPENDENT REDUCTION(MAX:ERR)
      DO 20 J = 1, NY
C$ACC LOOP INDEPENDENT REDUCTION(MAX:ERR)
        DO 10 I = 1, NX
          UNEW(I, J) = (1.0D0 - OMEGA) * U(I, J) + OMEGA * 0.25D0 *
     &      (U(I-1, J) + U(I+1, J) + U(I, J-1) + U(I, J+1) + F(I, J))
          ERR = MAX(ERR, ABS(UNEW(I, J) - U(I, J)))
   10   CONTINUE
   20 CONTINUE
C$ACC LOOP INDEPENDENT
      DO 40 J = 1, NY
C$ACC LOOP INDEPENDENT
        DO 30 I = 1, NX
          U(I, J) = UNEW(I, J)
   30   CONTINUE
   40 CONTINUE
C$ACC END KERNELS
      RETURN
      END
