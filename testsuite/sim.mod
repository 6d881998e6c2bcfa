!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/derived
!hash: 5bfc20a623059c4f
module sim
  implicit none
  type :: config
    integer :: nsteps = 4
    real(8) :: dt = 0.1d0, decay = 0.5d0
  end type config
  type :: state
    real(8) :: t = 0.0d0
    real(8) :: u(3) = [1.0d0, 2.0d0, 4.0d0]
  end type state
contains
  type(state) function advance(s, c) result(n)
    type(state), intent(in) :: s
    type(config), intent(in) :: c
end function
  subroutine run(c, s)
    type(config), intent(in) :: c
    type(state), intent(inout) :: s
    integer :: k
end subroutine
end module sim
