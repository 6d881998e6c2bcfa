!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/units
!hash: f28cd63039780254
module counters
  implicit none
  private
  integer :: calls = 0
  integer, parameter, public :: nmax = 5
  public :: bump, total, reset
contains
  subroutine bump(by)
    integer, intent(in) :: by
end subroutine
  integer function total()
end function
  subroutine reset()
end subroutine
end module counters
