! C interoperability: a Fortran bind(c) function passed to C as a function pointer
! (`c_funloc` on a procedure with `value` argument), `c_loc`/`c_f_pointer` to view C-side
! memory as a Fortran array, and c_associated.
! link-with: helpers/c_kernels.c
! expect-exit: 0
! expect-stdout:
! |   1.6439345667
! |   1.0  3.0  5.0
! |   2.0  4.0  6.0
! |  -1.0
! |  T F T
module callbacks
  use iso_c_binding
  implicit none
  interface
    real(c_double) function c_sum_callback(f, n) bind(c)
      import :: c_funptr, c_double, c_int
      type(c_funptr), value :: f
      integer(c_int), value :: n
    end function c_sum_callback
  end interface
contains
  real(c_double) function inv_square(i) bind(c)
    integer(c_int), value :: i
    inv_square = 1.0d0 / (real(i, c_double)**2)
  end function inv_square
end module callbacks

program interop3
  use callbacks
  implicit none
  real(c_double), target :: store(6)
  real(c_double), pointer :: view(:, :)
  type(c_ptr) :: p, q
  integer :: i
  write(*, '(f14.10)') c_sum_callback(c_funloc(inv_square), 1000)
  store = [(real(i, c_double), i = 1, 6)]
  p = c_loc(store)
  call c_f_pointer(p, view, [2, 3])
  write(*, '(3f5.1)') view(1, :)
  write(*, '(3f5.1)') view(2, :)
  view(2, 3) = -1.0d0
  write(*, '(f5.1)') store(6)
  q = c_null_ptr
  write(*, '(3l2)') c_associated(p), c_associated(q), c_associated(p, c_loc(store(1)))
end program interop3
