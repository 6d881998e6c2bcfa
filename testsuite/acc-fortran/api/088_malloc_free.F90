! acc_malloc and acc_free called from Fortran through the openacc module (`type(c_ptr)`
! interfaces): the memory, viewed as an array by C_F_POINTER, is filled and summed by
! kernels of a procedure that takes it with deviceptr. The module had no such interfaces ("Function
! 'acc_malloc' has no IMPLICIT type", OpenACCV-V's acc_free.F90). gfortran's openacc module
! lacks them too: for the reference build the program declares libgomp's C entry points.
! expect-exit: 0
! expect-stdout:
! | allocated T
! | sum  500500.0
! | freed
program malloc_free
  use openacc
  use iso_c_binding
  implicit none
#ifdef __GFORTRAN__
  interface
    type(c_ptr) function acc_malloc(bytes) bind(c)
      import c_ptr, c_size_t
      integer(c_size_t), value :: bytes
    end function acc_malloc
    subroutine acc_free(p) bind(c)
      import c_ptr
      type(c_ptr), value :: p
    end subroutine acc_free
  end interface
#endif
  integer, parameter :: n = 1000
  type(c_ptr) :: p
  real(8), pointer :: x(:)
  real(8) :: s
  p = acc_malloc(int(n * 8, c_size_t))
  print '(a, l2)', 'allocated', c_associated(p)
  call c_f_pointer(p, x, [n])
  call fill_and_sum(x, n, s)
  print '(a, f10.1)', 'sum', s
  call acc_free(p)
  print '(a)', 'freed'
contains
  subroutine fill_and_sum(x, n, s)
    integer, intent(in) :: n
    real(8) :: x(n)
    real(8), intent(out) :: s
    integer :: i
    !$acc parallel loop deviceptr(x)
    do i = 1, n
      x(i) = i
    end do
    s = 0
    !$acc parallel loop deviceptr(x) reduction(+:s)
    do i = 1, n
      s = s + x(i)
    end do
  end subroutine fill_and_sum
end program malloc_free
