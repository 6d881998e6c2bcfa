C     Fixed-form OpenACC lines (OpenACC 3.3 §2.1.2): c$acc, *$acc and !$acc in column 1,
C     continuation with a non-blank column 6; errors point into the right physical line.
      program form
      implicit none
      integer i, n
      real a(100), s
      n = 100
      s = 0.0
c$acc parallel loop copy(a)
C$ACC&  reduction(+:s) bogus
      do 10 i = 1, n
         s = s + a(i)
   10 continue
*$acc kernels
      a(1) = 1.0
*$acc end parallel
!$acc end kernels
c$acc loop
c$acc+  collapse(2)
      a(2) = 2.0
      end
! expect-error: 10:24: unknown clause 'bogus' on 'parallel loop' directive
! expect-error: 16:7: '!$acc end parallel' without a matching '!$acc parallel'
! expect-error: 20:7: a DO loop must follow the '!$acc loop' directive
