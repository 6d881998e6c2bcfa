! Fixed form: legacy features HPC codes still carry: implicit typing, DATA statements,
! arithmetic IF, computed GOTO, blanks inside names and numbers (insignificant in fixed form),
! and `!` comments after statements.
! expect-exit: 0
! expect-stdout:
! |  1 POSITIVE
! |  2 NEGATIVE
! |  3 ZERO
! |  4 POSITIVE
! |  5 NEGATIVE
! | POSITIVES 2
! |   1000.5
! | TWO
      PROGRAM LEGACY
      DIMENSION V(5)
      DATA V /1.0, -2.0, 0.0, 4.5, -0.5/
      DATA KOUNT /0/
      DO 20 I = 1, 5
         IF (V(I)) 11, 12, 13
   11    WRITE (*, '(I2,A)') I, ' NEGATIVE'
         GO TO 20
   12    WRITE (*, '(I2,A)') I, ' ZERO'
         GO TO 20
   13    WRITE (*, '(I2,A)') I, ' POSITIVE'
         KOUNT = KOUNT + 1
   20 CONTINUE
      WRITE (*, '(A, I2)') 'POSITIVES', KOUNT
      TOT AL = 1 000.5                                ! blanks are insignificant
      WRITE (*, '(F8.1)') TOTAL
      J = 2
      GO TO (31, 32, 33), J
   31 WRITE (*, '(A)') 'ONE'
      GO TO 40
   32 WRITE (*, '(A)') 'TWO'
      GO TO 40
   33 WRITE (*, '(A)') 'THREE'
   40 CONTINUE
      END
