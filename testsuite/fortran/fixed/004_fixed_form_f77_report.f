! Fixed form: a Fortran 77 style report: DATA-initialised tables in COMMON, a FORMAT with
! Hollerith-free literals, nested labelled DO loops sharing no terminator, and integer
! division in an index computation.
! expect-exit: 0
! expect-stdout:
! |  ROW    VALUES                    SUM
! |    1   0.25   0.50   0.75   1.00     2.50
! |    2   1.25   1.50   1.75   2.00     6.50
! |    3   2.25   2.50   2.75   3.00    10.50
      PROGRAM REPORT
      INTEGER NROW, NCOL
      PARAMETER (NROW = 3, NCOL = 4)
      REAL TAB(NROW, NCOL)
      INTEGER I, J, K
      COMMON /TABLE/ TAB
      DO 20 J = 1, NCOL
         DO 10 I = 1, NROW
            K = (I - 1) * NCOL + J
            TAB(I, J) = REAL(K) / 4.0
   10    CONTINUE
   20 CONTINUE
      CALL SHOW
      END

      SUBROUTINE SHOW
      INTEGER NROW, NCOL
      PARAMETER (NROW = 3, NCOL = 4)
      REAL TAB(NROW, NCOL), ROWSUM
      INTEGER I, J
      COMMON /TABLE/ TAB
      WRITE (*, 900)
      DO 40 I = 1, NROW
         ROWSUM = 0.0
         DO 30 J = 1, NCOL
            ROWSUM = ROWSUM + TAB(I, J)
   30    CONTINUE
         WRITE (*, 910) I, (TAB(I, J), J = 1, NCOL), ROWSUM
   40 CONTINUE
  900 FORMAT (' ROW', 4X, 'VALUES', 20X, 'SUM')
  910 FORMAT (1X, I3, 4F7.2, F9.2)
      END
