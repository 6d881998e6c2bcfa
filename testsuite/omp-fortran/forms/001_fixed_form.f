! Fixed form: the sentinels !$omp, c$omp and *$omp in column 1, continuation in column 6
! (OpenMP 4.5 §2.1.1), and a !$ conditional-compilation line.
! expect-exit: 0
! expect-stdout:
! | s=5050 nt=1
      program fixedf
      implicit none
      integer i, n, s, nt
      n = 100
      s = 0
      nt = 1
!$    nt = 0
c$omp parallel do
c$omp+reduction(+:s)
      do 10 i = 1, n
         s = s + i
   10 continue
*$omp end parallel do
!$omp parallel
!$omp single
      nt = nt + 1
!$omp end single
!$omp end parallel
      write(*, '(a,i0,a,i0)') 's=', s, ' nt=', nt
      end
