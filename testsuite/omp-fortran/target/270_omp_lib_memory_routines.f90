! The OpenMP 5.0 memory-management routines (§3.7: omp_init_allocator with type(omp_alloctrait)
! traits, omp_alloc, omp_aligned_alloc, omp_calloc, omp_realloc, omp_free,
! omp_destroy_allocator, the default allocator) and the device-memory routines (4.5 §3.5:
! omp_target_alloc, omp_target_memcpy, omp_target_memcpy_rect, omp_target_is_present,
! omp_target_free; 5.1's omp_target_memcpy_async) through omp_lib's interfaces, with the
! kinds flang's and gfortran's omp_lib give them (type(c_ptr), integer(c_size_t),
! integer(omp_allocator_handle_kind)).
! oxacc's omp_lib had none of them (OpenMP_VV test_parallel_for_allocate and others).
! acc-configs: shared discrete
! expect-from: hand (flang-22 here has no libomptarget to link the device routines with;
! gfortran 12 -fopenmp prints the same lines but the 5.1 'async' one, which it lacks)
! expect-exit: 0
! expect-stdout:
! | allocator: T
! | aligned 64: T
! | sum: 385
! | kept after realloc: 385
! | calloc zero: T
! | aligned 128: T
! | default allocator: T
! | round trip: T
! | async: T
! | rect:  6.0  7.0 10.0 11.0
! | present in data region: T
program omp_lib_memory
  use omp_lib
  use iso_c_binding
  implicit none
  type(omp_alloctrait) :: traits(2)
  integer(omp_allocator_handle_kind) :: al
  integer(omp_memspace_handle_kind) :: ms
  type(c_ptr) :: p, q, dp
  integer(c_int), pointer :: a(:)
  real(c_double), pointer :: r(:)
  integer :: i, dev, host, rc
  real(c_double), target :: h(8), back(8), m(4, 3), m2(2, 2)
  integer(c_size_t) :: vol(2), doff(2), soff(2), ddim(2), sdim(2), bytes

  traits(1) = omp_alloctrait(omp_atk_alignment, 64)
  traits(2)%key = omp_atk_fallback
  traits(2)%value = omp_atv_default_mem_fb
  ms = omp_default_mem_space
  al = omp_init_allocator(ms, 2, traits)
  print '(a, l1)', 'allocator: ', al /= omp_null_allocator
  p = omp_alloc(10 * c_sizeof(i), al)
  call c_f_pointer(p, a, [10])
  print '(a, l1)', 'aligned 64: ', mod(loc(a(1)), 64_c_intptr_t) == 0
  a = [(i * i, i = 1, 10)]
  print '(a, i0)', 'sum: ', sum(a)
  q = omp_realloc(p, 20 * c_sizeof(i), al, al)
  call c_f_pointer(q, a, [20])
  print '(a, i0)', 'kept after realloc: ', sum(a(1:10))
  call omp_free(q, al)
  call omp_destroy_allocator(al)

  p = omp_calloc(5_c_size_t, 8_c_size_t, omp_default_mem_alloc)
  call c_f_pointer(p, r, [5])
  print '(a, l1)', 'calloc zero: ', all(r == 0)
  call omp_free(p, omp_default_mem_alloc)
  p = omp_aligned_alloc(128_c_size_t, 64_c_size_t, omp_default_mem_alloc)
  call c_f_pointer(p, r, [8])
  print '(a, l1)', 'aligned 128: ', mod(loc(r(1)), 128_c_intptr_t) == 0
  call omp_free(p, omp_default_mem_alloc)

  call omp_set_default_allocator(omp_large_cap_mem_alloc)
  print '(a, l1)', 'default allocator: ', omp_get_default_allocator() == omp_large_cap_mem_alloc
  call omp_set_default_allocator(omp_default_mem_alloc)

  dev = omp_get_default_device()
  host = omp_get_initial_device()
  h = [(real(i, c_double), i = 1, 8)]
  back = 0
  bytes = size(h) * c_sizeof(h(1))
  dp = omp_target_alloc(bytes, dev)
  rc = omp_target_memcpy(dp, c_loc(h), bytes, 0_c_size_t, 0_c_size_t, dev, host)
  rc = rc + omp_target_memcpy(c_loc(back), dp, bytes, 0_c_size_t, 0_c_size_t, host, dev)
  print '(a, l1)', 'round trip: ', rc == 0 .and. all(back == h)
  back = 0
  rc = omp_target_memcpy_async(c_loc(back), dp, bytes, 0_c_size_t, 0_c_size_t, host, dev, 0)
  !$omp taskwait
  print '(a, l1)', 'async: ', rc == 0 .and. all(back == h)
  call omp_target_free(dp, dev)

  ! m(4,3) is C's m[3][4]: rows 1..2, columns 1..2 (from 0) are m(2:3, 2:3).
  m = reshape([(real(i, c_double), i = 1, 12)], [4, 3])
  vol = [2, 2]
  soff = [1, 1]
  doff = [0, 0]
  sdim = [3, 4]
  ddim = [2, 2]
  rc = omp_target_memcpy_rect(c_loc(m2), c_loc(m), c_sizeof(m(1, 1)), 2, vol, doff, soff, &
                              ddim, sdim, host, host)
  print '(a, 4f5.1)', 'rect:', m2

  !$omp target data map(to: h)
  print '(a, l1)', 'present in data region: ', omp_target_is_present(c_loc(h), dev) /= 0
  !$omp end target data
end program
