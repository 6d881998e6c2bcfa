! include 'omp_lib.h' (OpenMP 4.5 §3.1, the Fortran include file) in fixed form: the
! routines through libomp's Fortran entry points, integer(kind=omp_lock_kind) locks.
! expect-exit: 0
! expect-stdout:
! | ok TFT
      program inc
      implicit none
      include 'omp_lib.h'
      integer n, cnt
      integer(kind=omp_lock_kind) lck
      double precision t0
      cnt = 0
      t0 = omp_get_wtime()
      call omp_set_num_threads(omp_get_max_threads())
      call omp_init_lock(lck)
!$omp parallel
      call omp_set_lock(lck)
      cnt = cnt + 1
      call omp_unset_lock(lck)
!$omp master
      n = omp_get_num_threads()
!$omp end master
!$omp end parallel
      call omp_destroy_lock(lck)
      write(*,'(a,l1,l1,l1)') 'ok ', cnt .eq. n, omp_in_parallel(),
     &   omp_get_wtime() .ge. t0
      end
