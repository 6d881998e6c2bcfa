! A procedure given a device address as `type(c_ptr)` makes a Fortran pointer of it inside a
! target region (`is_device_ptr(p)`, `call c_f_pointer(p, q, [n])`), as the OpenMP_VV
! use_device_addr tests and CUDA-interop codes do. The region's `p` is private, holding the
! device address the original holds (OpenMP 4.5 §2.15.1.1, 5.0 §2.19.1.1): oxacc passed the
! address of the host's `p` instead, which a GPU cannot read (CUDA_ERROR_ILLEGAL_ADDRESS in
! omp-fortran/target/170), and the region's assignment to `p` changed the host's. The local
! pointer `q` is unassociated at entry, with the extents of an earlier association after
! `nullify`: it maps as the descriptor alone (5.0 §2.19.7; its "elements" at address 0 were a
! runtime error). The OpenACC twin is acc-fortran/data/381.
! expect-from: hand (gfortran 12 -fopenmp -foffload=disable prints it; flang-22 refuses use_device_addr below OpenMP 5.0 and does not link c_associated with -fopenmp-version=50)
! expect-exit: 0
! expect-stdout:
! | fresh: 6 6 6 6
! | nullified: 16 16 16 16
! | p private: T
module bump_ptr_mod
  use iso_c_binding
  implicit none
  logical :: kept = .true.
contains
  subroutine bump(p, n, by)
    type(c_ptr) :: p
    integer, intent(in) :: n, by
    integer, pointer :: q(:)
    !$omp target is_device_ptr(p)
    call c_f_pointer(p, q, [n])
    q = q + by
    p = c_null_ptr
    !$omp end target
    kept = kept .and. c_associated(p)
  end subroutine

  subroutine bump_after_nullify(p, n, by)
    type(c_ptr) :: p
    integer, intent(in) :: n, by
    integer, pointer :: q(:)
    integer, target :: first(3)
    first = 0
    q => first
    q = 1
    nullify(q)
    !$omp target is_device_ptr(p)
    call c_f_pointer(p, q, [n])
    q = q + by
    !$omp end target
  end subroutine
end module

program c_f_pointer_in_target
  use bump_ptr_mod
  implicit none
  integer, allocatable, target :: w(:)
  allocate(w(4))
  w = 1
  !$omp target data map(tofrom: w) use_device_addr(w)
  call bump(c_loc(w), 4, 5)
  !$omp end target data
  print '(a, 4(1x, i0))', 'fresh:', w
  !$omp target data map(tofrom: w) use_device_addr(w)
  call bump_after_nullify(c_loc(w), 4, 10)
  !$omp end target data
  print '(a, 4(1x, i0))', 'nullified:', w
  print '(a, l1)', 'p private: ', kept
end program
