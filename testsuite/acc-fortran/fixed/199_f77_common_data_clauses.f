! reference: without -fopenacc
!
! gfortran 12 refuses a common block in `present`: the reference is the sequential meaning. App in the FORTRAN 77 style: arrays in named COMMON blocks named by `/blk/` in data
! clauses (OpenACC 3.3 §2.7.1: a common block name in slashes is all of its members),
! `c$acc` and `*$acc` sentinels in column 1 with continuation lines, subroutines sharing the
! blocks, and the answer checked on the host.
! expect-exit: 0
! expect-stdout:
! |  U(1), U(N) =        3.0000      102.0000
! |  SUM        =     5250.0000
! |  SCALE      =        2.0000
      PROGRAM MAIN
      INTEGER N
      PARAMETER (N = 100)
      DOUBLE PRECISION U(N), V(N), SCALE
      COMMON /FIELD/ U, V
      COMMON /PARAMS/ SCALE
      INTEGER I
      SCALE = 2.0D0
      DO 10 I = 1, N
         U(I) = I
         V(I) = 1
   10 CONTINUE
c$acc data copy(/field/) copyin(/params/)
      CALL AXPY(N)
      CALL SHIFT(N)
c$acc end data
      WRITE (*, '(A, 2F14.4)') ' U(1), U(N) =', U(1), U(N)
      WRITE (*, '(A, F14.4)') ' SUM        =', SUM(U) + SUM(V) * 0
      WRITE (*, '(A, F14.4)') ' SCALE      =', SCALE
      END

      SUBROUTINE AXPY(N)
      INTEGER N, I
      DOUBLE PRECISION U(100), V(100), SCALE
      COMMON /FIELD/ U, V
      COMMON /PARAMS/ SCALE
*$acc parallel loop
*$acc&   present(/field/, /params/)
      DO 20 I = 1, N
         U(I) = SCALE * U(I) + V(I)
   20 CONTINUE
      RETURN
      END

      SUBROUTINE SHIFT(N)
      INTEGER N, I
      DOUBLE PRECISION U(100), V(100)
      COMMON /FIELD/ U, V
c$acc kernels present(/field/)
      DO 30 I = 1, N
         U(I) = U(I) - I + 1
         V(I) = U(I)
   30 CONTINUE
c$acc end kernels
      RETURN
      END
