! `use omp_lib` with DEALLOCATE statements and calls of omp_alloc/omp_free: DEALLOCATE calls
! libomp's omp_free for storage an `!$omp allocate` directive gave (docs/openmp.md "Memory allocators"), and omp_lib declares the same function with
! `type(c_ptr)` arguments; oxacc failed with an internal compiler error on every DEALLOCATE
! of a program that used omp_lib once omp_lib had the memory routines.
! expect-exit: 0
! expect-stdout:
! | w:  5.0
! | x, y:  20.0 3.0
! | z:  64.0
subroutine first()
  real, allocatable :: w(:)
  allocate(w(5))
  w = 1
  print '(a, f4.1)', 'w: ', sum(w)
  deallocate(w)
end subroutine

program omp_lib_with_deallocate
  use omp_lib
  use iso_c_binding
  implicit none
  real, allocatable :: x(:)
  real, pointer :: y(:), z(:)
  type(c_ptr) :: p
  call first()
  allocate(x(10), y(4))
  x = 2
  y = 3
  !$omp parallel
  !$omp single
  p = omp_alloc(64 * c_sizeof(1.0), omp_default_mem_alloc)
  !$omp end single
  !$omp end parallel
  call c_f_pointer(p, z, [64])
  z = 1
  print '(a, f5.1, f4.1)', 'x, y: ', sum(x), sum(y(1:1))
  print '(a, f5.1)', 'z: ', sum(z)
  deallocate(x, y)
  call omp_free(p, omp_default_mem_alloc)
end program
