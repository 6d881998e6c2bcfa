! The `allocate` clause (OpenMP 5.0 §2.11.4) on host constructs in Fortran: it says which
! allocator the private copies of the construct's list items come from (here a predefined one
! and one of omp_init_allocator), a placement that does not change what the program computes.
! oxacc refused the clause in Fortran ("not supported yet"; OpenMP_VV 5.0
! test_parallel_for_allocate, whose private allocatable array is still refused).
! expect-from: hand (flang-22: "not yet implemented: Unhandled clause allocate"; gfortran 12 prints these lines with 1, 3 and 4 threads)
! expect-exit: 0
! expect-stdout:
! | sums: 2870 5740
! | tasks: 30
program allocate_clause
  use omp_lib
  implicit none
  integer :: i, t, w(4), total, acc
  integer(omp_allocator_handle_kind) :: al
  type(omp_alloctrait) :: traits(1)
  integer :: r(20)
  traits(1) = omp_alloctrait(omp_atk_alignment, 64)
  al = omp_init_allocator(omp_default_mem_space, 1, traits)
  !$omp parallel allocate(omp_default_mem_alloc: t) private(t)
  !$omp do
  do i = 1, 20
    t = i * i
    r(i) = t
  end do
  !$omp end do
  !$omp end parallel
  total = 0
  !$omp parallel allocate(al: w) private(w) reduction(+: total)
  w = 2
  !$omp do
  do i = 1, 20
    total = total + r(i) * w(1)
  end do
  !$omp end do
  !$omp end parallel
  print '(a, i0, 1x, i0)', 'sums: ', sum(r), total
  acc = 0
  !$omp parallel
  !$omp single
  do i = 1, 3
    !$omp task allocate(al: t) firstprivate(t) shared(acc)
    t = 10
    !$omp atomic
    acc = acc + t
    !$omp end task
  end do
  !$omp end single
  !$omp end parallel
  print '(a, i0)', 'tasks: ', acc
  call omp_destroy_allocator(al)
end program
