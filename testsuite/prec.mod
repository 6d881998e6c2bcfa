!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/types
!hash: 398daeefa71657f1
module prec
  implicit none
  integer, parameter :: dp = kind(1.0d0), sp = kind(1.0)
end module prec
