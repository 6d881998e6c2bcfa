! One program of Fortran and OpenACC C sharing one present table (OpenACC 3.3 §2.6.7): a
! Fortran `enter data` of an array with lower bounds, a C compute construct on it with
! `present`, a C `enter data` of a C global array that Fortran reaches through BIND(C) and
! uses in a `present` clause of its own compute construct, copied out by C.
! link-with-acc: helpers/c_kernels.c
! expect-exit: 0
! expect-stdout:
! | a(-3), a(0), a(96) =     -6.00      3.00    291.00
! | w(1), w(64), sum(w) =      6.00    226.50   7440.00
! | table(2), sum(table) =      2.00   4032.00
module c_kernels_m
  use iso_c_binding
  implicit none
  real(c_double), bind(c, name="c_table") :: table(64)
  interface
    subroutine c_scale_present(a, n, f) bind(c)
      import :: c_double, c_int
      real(c_double) :: a(*)
      integer(c_int), value :: n
      real(c_double), value :: f
    end subroutine c_scale_present
    subroutine c_map_table() bind(c)
    end subroutine c_map_table
    subroutine c_unmap_table() bind(c)
    end subroutine c_unmap_table
  end interface
end module c_kernels_m

program mixed_c_fortran_kernels
  use c_kernels_m
  implicit none
  real(c_double) :: a(-3:96), w(64)
  integer :: i
  do i = -3, 96
    a(i) = i
  end do
  !$acc enter data copyin(a)
  call c_scale_present(a, size(a), 2.0d0)
  call c_map_table()
  !$acc parallel loop present(a, table) copyout(w)
  do i = 1, 64
    w(i) = a(i) + table(i)
    table(i) = table(i) * 4
  end do
  call c_unmap_table()
  !$acc exit data copyout(a)
  print '(a, 3f10.2)', 'a(-3), a(0), a(96) =', a(-3), a(0), a(96)
  print '(a, 3f10.2)', 'w(1), w(64), sum(w) =', w(1), w(64), sum(w)
  print '(a, 2f10.2)', 'table(2), sum(table) =', table(2), sum(table)
end program mixed_c_fortran_kernels
