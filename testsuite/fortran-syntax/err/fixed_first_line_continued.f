! Fixed form: a continuation line with no statement before it.
! expect-error: 4:6: continuation line without a statement to continue
C     the next line has a continuation mark in column 6
     &X = 1
      END
