! Fixed form: statements from column 7, labels in columns 1-5, continuation with a character
! in column 6, `C` and `*` comment lines, and text after column 72 ignored.
! expect-exit: 0
! expect-stdout:
! | N =  1000 S =  1.6439345667
! | COLUMNS 73+ ARE A COMMENT
! |   6.00
      PROGRAM FIXED1
      IMPLICIT NONE
      INTEGER I, N
      DOUBLE PRECISION S, TERM
C     Sum of the series 1/k**2 with a labelled DO loop.
      N = 1000
      S = 0.0D0
      DO 10 I = 1, N
         TERM = 1.0D0 / DBLE(I)**2
         S = S + TERM
   10 CONTINUE
*     The result is close to pi**2/6.
      WRITE (*, 100) N,
     &               S
  100 FORMAT ('N =', I6, ' S =', F14.10)
      WRITE (*, '(A)') 'COLUMNS 73+ ARE A COMMENT'                      IGNORED
      S = 1.0D0 +
     1    2.0D0 +
     2    3.0D0
      WRITE (*, '(F6.2)') S
      END
