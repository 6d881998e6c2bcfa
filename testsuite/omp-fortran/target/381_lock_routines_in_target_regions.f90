! The OpenMP lock routines in device code (4.5 §3.3.1-§3.3.5) on a `declare target` module
! lock: initialised in a target region, taken by every thread of every team around a
! non-atomic update, tested and destroyed there (docs/openmp.md, decision 95: critical's spin
! lock on the lock's first word). Before: "'omp_set_lock' has no device version".
! expect-exit: 0
! expect-stdout:
! | 10000 20000 T F
module lock_381_m
  use omp_lib
  implicit none
  integer(omp_lock_kind) :: lk
  !$omp declare target(lk)
end module lock_381_m

program lock_381
  use omp_lib
  use lock_381_m
  implicit none
  integer :: i, hits, weight
  logical :: got, again
  hits = 0; weight = 0
  !$omp target
  call omp_init_lock(lk)
  !$omp end target
  !$omp target teams distribute parallel do map(tofrom: hits, weight)
  do i = 1, 10000
    call omp_set_lock(lk)
    hits = hits + 1
    weight = weight + 2
    call omp_unset_lock(lk)
  end do
  !$omp target map(tofrom: got, again)
  got = omp_test_lock(lk)
  again = omp_test_lock(lk)
  call omp_unset_lock(lk)
  call omp_destroy_lock(lk)
  !$omp end target
  print '(i0,1x,i0,1x,l1,1x,l1)', hits, weight, got, again
end program lock_381
