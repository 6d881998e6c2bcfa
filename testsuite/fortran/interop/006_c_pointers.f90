! C interoperability: `type(c_ptr)` and `type(c_funptr)` (§18.2.3) as wrapper modules use
! them: a buffer handed to C through `c_loc` and an interface taking `type(c_ptr), value`,
! a handle kept in a derived type, `c_f_pointer` giving a Fortran 2-D view and a scalar view
! of C-visible memory, `c_associated` with one and two arguments, `c_null_ptr`, and a
! Fortran procedure passed to C with `c_funloc`.
! link-with: helpers/c_kernels.c
! expect-exit: 0
! expect-stdout:
! |   0.50  1.00  1.50  2.00  2.50  3.00
! |   3.50  4.00  4.50  5.00  5.50  6.00
! |   3  4
! |   1.00  2.50  4.00  5.50
! |  100.00
! |  -1.00
! |  T F T F
! |       3025.0
module cbuf
  use iso_c_binding
  implicit none
  interface
    subroutine c_scale(x, n, a) bind(c)
      import :: c_ptr, c_int64_t, c_double
      type(c_ptr), value :: x
      integer(c_int64_t), value :: n
      real(c_double), value :: a
    end subroutine
    real(c_double) function c_sum_callback(f, n) bind(c)
      import :: c_funptr, c_double, c_int
      type(c_funptr), value :: f
      integer(c_int), value :: n
    end function
  end interface
  type handle
    type(c_ptr) :: p = c_null_ptr
    integer :: n = 0
  end type
contains
  subroutine attach(h, data)
    type(handle), intent(out) :: h
    real(c_double), target, intent(in) :: data(:)
    h%p = c_loc(data)
    h%n = size(data)
  end subroutine

  real(c_double) function cube(i) bind(c)
    integer(c_int), value :: i
    cube = real(i, c_double)**3
  end function
end module

program c_pointers
  use cbuf
  implicit none
  real(c_double), target :: field(12)
  real(c_double), pointer :: grid(:, :), corner
  type(handle) :: h, empty
  integer :: i
  field = [(real(i, c_double), i = 1, 12)]
  call attach(h, field)
  call c_scale(h%p, int(h%n, c_int64_t), 0.5d0)
  write(*, '(6f6.2)') field
  call c_f_pointer(h%p, grid, [3, 4])
  write(*, '(2i3)') shape(grid)
  write(*, '(4f6.2)') grid(2, :)
  grid(3, 4) = 100
  write(*, '(f7.2)') field(12)
  call c_f_pointer(c_loc(field(5)), corner)
  corner = -1
  write(*, '(f6.2)') field(5)
  write(*, '(4l2)') c_associated(h%p), c_associated(empty%p), &
    c_associated(h%p, c_loc(field)), c_associated(h%p, c_loc(field(2)))
  write(*, '(f12.1)') c_sum_callback(c_funloc(cube), 10)
end program
