! Fixed form, application style (F77 codes): a subroutine with adjustable arrays with
! lower bounds, C$ACC KERNELS with PRESENT over an array assignment, a DO loop and scalar
! element assignments, C$ACC DATA around the calls.
! expect-exit: 0
! expect-stdout:
! | U(1), U(50), U(N) =      1.0000     50.0000    100.0000
! | SUM(U) =     5151.0000
      PROGRAM FIXK
      IMPLICIT NONE
      INTEGER N
      PARAMETER (N = 100)
      DOUBLE PRECISION U(0:N+1), V(0:N+1)
      INTEGER I
      DO 10 I = 0, N + 1
         U(I) = DBLE(I)
         V(I) = 0.0D0
   10 CONTINUE
C$ACC DATA COPY(U, V)
      CALL RELAX(U, V, N)
      CALL RELAX(V, U, N)
C$ACC END DATA
      WRITE (*, '(A, 3F12.4)') 'U(1), U(50), U(N) =', U(1), U(50), U(N)
      WRITE (*, '(A, F14.4)') 'SUM(U) =', SUM(U)
      END

      SUBROUTINE RELAX(A, B, N)
      IMPLICIT NONE
      INTEGER N, I
      DOUBLE PRECISION A(0:N+1), B(0:N+1)
C$ACC KERNELS PRESENT(A, B)
      B(1:N) = 0.0D0
      DO 20 I = 1, N
         B(I) = B(I) + 0.5D0 * (A(I-1) + A(I+1))
   20 CONTINUE
      B(0) = A(0)
      B(N+1) = A(N+1)
C$ACC END KERNELS
      END
