! threadprivate (OpenMP 4.5 §2.15.2) of module variables and of a common block, copyin
! (§2.15.4.1) at the start of a region, and the copies persisting between regions of the same
! team size.
! expect-exit: 0
! expect-stdout:
! | total right: T
! | every copy: T
! | primary counter: 5
! | persistent copies sum: T
module state
  implicit none
  integer :: counter = 0
  real(8) :: work(4)
!$omp threadprivate(counter, work)
end module

program tp
  use state
  use omp_lib
  implicit none
  integer :: total, i, nt, ok
  common /blk/ cb
  integer :: cb
!$omp threadprivate(/blk/)
  counter = 5
  work = 1d0
  cb = 7
  total = 0
  ok = 0
!$omp parallel copyin(counter, work, /blk/) reduction(+:total, ok)
  counter = counter + omp_get_thread_num()
  work = work + omp_get_thread_num()
  total = total + counter + cb
  if (work(4) == 1d0 + omp_get_thread_num()) ok = ok + 1
!$omp end parallel
  nt = omp_get_max_threads()
  print '(a,l1)', 'total right: ', total == 5 * nt + nt * (nt - 1) / 2 + 7 * nt
  print '(a,l1)', 'every copy: ', ok == nt
  print '(a,i0)', 'primary counter: ', counter
!$omp parallel do
  do i = 1, 100
    counter = counter + 1
  end do
  total = 0
!$omp parallel reduction(+:total)
  total = counter
!$omp end parallel
  print '(a,l1)', 'persistent copies sum: ', total == 5 * nt + nt * (nt - 1) / 2 + 100
end program
