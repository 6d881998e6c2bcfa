! Fixed-form sentinels (OpenMP 4.5 §2.1.1): errors point into the continued directive at the
! column of the original line.
      program form
      integer i, s, a(10)
      s = 0
c$omp parallel do
c$omp+ reduction(+:s) schedul(static)
      do i = 1, 10
         s = s + i
      end do
*$omp end parallel
!$omp parallel
!$omp+ shared(a) lastprivate(s)
      a(1) = s
!$omp end parallel
      end
! expect-error: 7:23: unknown clause 'schedul' on 'parallel do' directive; did you mean 'schedule'?
! expect-error: 11:7: '!$omp end parallel' without a matching '!$omp parallel'
! expect-error: 13:18: clause 'lastprivate' is not allowed on 'parallel' directive
