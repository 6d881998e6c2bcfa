! taskgroup (OpenMP 4.5 §2.13.5) waits for the tasks created in it; firstprivate captures the
! value at task creation; final and untied and mergeable change nothing the program computes.
! expect-exit: 0
! expect-stdout:
! | snapshots:  10  20  30  40  50  60  70  80
! | total: 360
program taskgroup_firstprivate
  implicit none
  integer :: total, k, snap(8), i
  total = 0
  snap = 0
!$omp parallel
!$omp master
  k = 0
!$omp taskgroup
  do i = 1, 8
    k = k + 10
!$omp task firstprivate(k) shared(snap, total) final(i > 6) untied mergeable
    snap(i) = k
!$omp atomic
    total = total + k
!$omp end task
  end do
!$omp end taskgroup
!$omp end master
!$omp end parallel
  print '(a,8i4)', 'snapshots:', snap
  print '(a,i0)', 'total: ', total
end program
