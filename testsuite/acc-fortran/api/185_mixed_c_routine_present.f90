! App, mixed C and Fortran (OpenACC 3.3 §2.15, §2.6.7): a Fortran `data` region maps the
! fields, a C function's compute construct works on them with `present`, a Fortran compute
! region calls a C `routine seq` function (declared `!$acc routine(c_flux) seq` beside its
! BIND(C) interface), and an array that C maps with `enter data` is `present` to Fortran.
! link-with-acc: helpers/c_physics.c
! expect-exit: 0
! expect-stdout:
! | b(2), b(n-1)   =      4.0000    398.0000
! | flux sum       =  39899.5000
! | weighted       =  79464.0000
module c_physics_m
  use iso_c_binding
  implicit none
  interface
    real(c_double) function c_flux(l, r) bind(c)
      import :: c_double
      real(c_double), value :: l, r
    end function c_flux
    subroutine c_smooth(a, b, n) bind(c)
      import :: c_double, c_int
      real(c_double) :: a(*), b(*)
      integer(c_int), value :: n
    end subroutine c_smooth
    subroutine c_map_weights(w, n) bind(c)
      import :: c_double, c_int
      real(c_double) :: w(*)
      integer(c_int), value :: n
    end subroutine c_map_weights
    subroutine c_unmap_weights(w, n) bind(c)
      import :: c_double, c_int
      real(c_double) :: w(*)
      integer(c_int), value :: n
    end subroutine c_unmap_weights
  end interface
  !$acc routine(c_flux) seq
end module c_physics_m

program mixed_c_routine_present
  use c_physics_m
  implicit none
  integer, parameter :: n = 200
  real(c_double) :: a(n), b(n), f(n - 1), w(n), s
  integer :: i
  do i = 1, n
    a(i) = 2 * i
  end do
  b = 0
  call c_map_weights(w, n)
  !$acc data copyin(a) copy(b) create(f)
  call c_smooth(a, b, n)
  !$acc parallel loop present(a, f)
  do i = 1, n - 1
    f(i) = c_flux(a(i), a(i + 1))
  end do
  s = 0
  !$acc parallel loop present(f) reduction(+:s)
  do i = 1, n - 1
    s = s + f(i)
  end do
  !$acc parallel loop present(b, w)
  do i = 1, n
    b(i) = b(i) * w(i) + 0 * i
  end do
  !$acc end data
  call c_unmap_weights(w, n)
  print '(a, 2f12.4)', 'b(2), b(n-1)   =', b(2) / w(2), b(n - 1) / w(n - 1)
  print '(a, f12.4)', 'flux sum       =', s
  print '(a, f12.4)', 'weighted       =', sum(b)
end program mixed_c_routine_present
