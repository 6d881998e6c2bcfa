! Fixed form: a letter in the label field (columns 1-5).
! expect-error: 5:5: non-numeric character in statement label
      PROGRAM P
      INTEGER I
   1A CONTINUE
      I = 1
      END
