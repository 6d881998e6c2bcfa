! Fixed form: blanks are insignificant outside character context (§6.3.3.1), as old codes
! rely on: blanks inside names, numbers and keywords (D O 10 I, G O TO, E ND DO, CON TINUE,
! ELSE IF, END IF, DOUBLE PRECISION), block and labelled DO loops written both ways, a
! logical IF with a spaced GO TO, and character literals keeping their blanks.
! expect-exit: 0
! expect-stdout:
! | SUM =     364.00
! | STRIDED TRIPS  3
! | J = 1
! | J = 3
! | A  B  C     
! | LOOPED TO 4
! | N =   8
      PROGRAM BLANKS
      IMPLICIT NONE
      DOUBLE PRE CISION SUM VAL, X(8)
      INTEGER I, J, N MAX, COUNT
      PARAMETER (N MAX = 8)
      CHARACTER*12 LA BEL
      SUM VAL = 0.0 D0
      COUNT = 0
      D O 10 I = 1, N MAX
         X(I) = 1 0.0D0 * I + 0. 5D0
         SUM VAL = SUM VAL + X( I )
   10 CON TINUE
      WRITE (*, '(A,F10.2)') 'SUM = ', SUM VAL
      DO 2 0 I = 1, N MAX, 3
         COUNT = COUNT + 1
   20 CONTINUE
      WRITE (*, '(A,I3)') 'STRIDED TRIPS', COUNT
      DO J = 1, 3
         I F (J .EQ. 2) G O TO 30
         WRITE (*, '(A,I2)') 'J =', J
   30    CONTINUE
      E ND DO
      LABEL = 'A  B  C'
      IF (X(1) .GT. 5.0D0) THEN
         WRITE (*, '(A)') LABEL
      ELSE IF (X(1) .GT. 1.0D0) THEN
         WRITE (*, '(A)') 'SMALL'
      E LSE
         WRITE (*, '(A)') 'TINY'
      END I F
      J = 0
   40 J = J + 1
      IF (J .LT. 4) GO TO 40
      WRITE (*, '(A,I2)') 'LOOPED TO', J
      CALL SH OW (N MAX)
      E N D
      SUBROUTINE SHOW (N)
      INTEGER N
      WRITE (*, '(A,I4)') 'N =', N
      RE TURN
      END
