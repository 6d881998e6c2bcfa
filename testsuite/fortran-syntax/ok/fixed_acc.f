C     Fixed-form OpenACC: sentinels in column 1, directive continuation.
      SUBROUTINE SAXPY(N, A, X, Y)
      INTEGER N, I
      REAL A, X(N), Y(N)
!$ACC PARALLEL LOOP PRESENT(X, Y)
!$ACC&  VECTOR_LENGTH(128)
      DO 10 I = 1, N
         Y(I) = A * X(I) +
     &          Y(I)
   10 CONTINUE
c$acc wait
      RETURN
      END

      SUBROUTINE DAXPY(N, A, X, Y)
      INTEGER N, I
      DOUBLE PRECISION A, X(*), Y(*)
*$acc kernels copyin(x(1:n)) copy(y(1:n))
      DO I = 1, N
         Y(I) = Y(I) + A * X(I)
      END DO
*$acc end kernels
      END
