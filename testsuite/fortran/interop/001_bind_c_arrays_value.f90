! C interoperability: bind(c) interfaces to C functions taking arrays by address, `value`
! scalars of c_int, c_int64_t and c_double, and a 2-D array passed as its first element.
! link-with: helpers/c_kernels.c
! expect-exit: 0
! expect-stdout:
! |     5.0000
! |   -0.500  -1.000  -1.500  -2.000  -2.500
! |   -0.500 -10.000 -15.000 -20.000  -2.500
! |    110.0
! |     99.0
module c_api
  use iso_c_binding, only: c_int, c_int64_t, c_double
  implicit none
  interface
    real(c_double) function c_dot(x, y, n) bind(c, name='c_dot')
      import :: c_double, c_int
      real(c_double), intent(in) :: x(*), y(*)
      integer(c_int), value :: n
    end function c_dot
    subroutine c_scale(x, n, a) bind(c, name='c_scale')
      import :: c_double, c_int64_t
      real(c_double), intent(inout) :: x(*)
      integer(c_int64_t), value :: n
      real(c_double), value :: a
    end subroutine c_scale
    real(c_double) function c_trace(a, ld, n) bind(c)
      import :: c_double, c_int
      real(c_double), intent(in) :: a(*)
      integer(c_int), value :: ld, n
    end function c_trace
  end interface
end module c_api

program interop1
  use c_api
  use iso_c_binding, only: c_int64_t
  implicit none
  real(8) :: x(5), y(5), m(4, 4)
  integer :: i, j
  x = [(real(i, 8), i = 1, 5)]
  y = [(1.0d0 / i, i = 1, 5)]
  write(*, '(f10.4)') c_dot(x, y, 5)
  call c_scale(x, 5_c_int64_t, -0.5d0)
  write(*, '(5f8.3)') x
  call c_scale(x(2:4), 3_c_int64_t, 10.0d0)
  write(*, '(5f8.3)') x
  do j = 1, 4
    do i = 1, 4
      m(i, j) = 10 * i + j
    end do
  end do
  write(*, '(f8.1)') c_trace(m, 4, 4)
  write(*, '(f8.1)') c_trace(m(2, 2), 4, 3)
end program interop1
