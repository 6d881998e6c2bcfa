! flush and the lock routines of omp_lib (OpenMP 4.5 §2.13.7, §3.3) with
! integer(omp_lock_kind).
! expect-exit: 0
! expect-stdout:
! | total: 500500
program flush_locks
  use omp_lib
  implicit none
  integer(omp_lock_kind) :: lock
  integer :: total, i
  total = 0
  call omp_init_lock(lock)
!$omp parallel do
  do i = 1, 1000
    call omp_set_lock(lock)
    total = total + i
    call omp_unset_lock(lock)
  end do
  call omp_destroy_lock(lock)
!$omp flush
!$omp flush(total)
  print '(a,i0)', 'total: ', total
end program
