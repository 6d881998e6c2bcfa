! The nestable lock routines in device code (OpenMP 4.5 §3.3.1-§3.3.5) on a `declare target`
! module lock, initialised in a target region: every thread of every team takes it, and a
! `declare target` subroutine takes it again (the owner nests) around a non-atomic update;
! the holder's test returns the nesting count. On the device: the owner's number and the
! count in the lock's two words (decision 105). Before: "'omp_set_nest_lock' has no device
! version".
! expect-exit: 0
! expect-stdout:
! | 4000 12000 2
! | 1 2 3 1
module nest_420_m
  use omp_lib
  implicit none
  integer(omp_nest_lock_kind) :: nl
  !$omp declare target(nl)
contains
  subroutine add(hits, weight)
    !$omp declare target
    integer, intent(inout) :: hits, weight
    call omp_set_nest_lock(nl)
    hits = hits + 1
    weight = weight + 3
    call omp_unset_nest_lock(nl)
  end subroutine add
end module nest_420_m

program nest_420
  use omp_lib
  use nest_420_m
  implicit none
  integer :: i, hits, weight, depth, d
  integer :: t(4)
  hits = 0; weight = 0; depth = 0; t = 0
  !$omp target
  call omp_init_nest_lock(nl)
  !$omp end target
  !$omp target teams distribute parallel do map(tofrom: hits, weight, depth) private(d)
  do i = 1, 4000
    call omp_set_nest_lock(nl)
    d = omp_test_nest_lock(nl)
    call add(hits, weight)
    if (d > depth) depth = d
    call omp_unset_nest_lock(nl)
    call omp_unset_nest_lock(nl)
  end do
  !$omp target map(tofrom: t)
  t(1) = omp_test_nest_lock(nl)
  t(2) = omp_test_nest_lock(nl)
  t(3) = omp_test_nest_lock(nl)
  call omp_unset_nest_lock(nl)
  call omp_unset_nest_lock(nl)
  call omp_unset_nest_lock(nl)
  t(4) = omp_test_nest_lock(nl)
  call omp_unset_nest_lock(nl)
  call omp_destroy_nest_lock(nl)
  !$omp end target
  print '(i0,1x,i0,1x,i0)', hits, weight, depth
  print '(i0,3(1x,i0))', t
end program nest_420
