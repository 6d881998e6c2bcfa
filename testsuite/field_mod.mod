!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/wt/fortlang/testsuite/fortran/derived
!hash: cddc7312a92e45c4
module field_mod
  implicit none
  type :: field
    character(len=16) :: name = ''
    integer :: nx = 0, ny = 0
    real(8), allocatable :: data(:, :)
    integer, allocatable :: flags(:)
  end type field
contains
  subroutine make(f, name, nx, ny)
    type(field), intent(out) :: f
    character(*), intent(in) :: name
    integer, intent(in) :: nx, ny
    integer :: i, j
end subroutine
  real(8) function interior_sum(f)
    type(field), intent(in) :: f
end function
end module field_mod
