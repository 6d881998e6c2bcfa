! omp_lib.h for oxacc (OpenMP 4.5 §3.1, the Fortran include file): the kinds, constants and
! routine types of the omp_lib module, for `include 'omp_lib.h'`. The routines are libomp's
! Fortran entry points (arguments by reference). Valid in fixed and free form.
      integer omp_lock_kind, omp_nest_lock_kind, omp_sched_kind
      integer omp_proc_bind_kind, omp_lock_hint_kind
      parameter (omp_lock_kind = 8, omp_nest_lock_kind = 8)
      parameter (omp_sched_kind = 4, omp_proc_bind_kind = 4)
      parameter (omp_lock_hint_kind = 4)
      integer omp_sched_static, omp_sched_dynamic
      integer omp_sched_guided, omp_sched_auto
      parameter (omp_sched_static = 1, omp_sched_dynamic = 2)
      parameter (omp_sched_guided = 3, omp_sched_auto = 4)
      integer openmp_version
      parameter (openmp_version = 201511)
      integer omp_get_num_threads, omp_get_max_threads
      integer omp_get_thread_num, omp_get_num_procs
      integer omp_get_thread_limit, omp_get_max_active_levels
      integer omp_get_level, omp_get_ancestor_thread_num
      integer omp_get_team_size, omp_get_active_level
      integer omp_get_num_devices, omp_get_default_device
      integer omp_get_num_teams, omp_get_team_num
      logical omp_in_parallel, omp_get_dynamic, omp_get_nested
      logical omp_in_final, omp_test_lock
      integer omp_test_nest_lock
      double precision omp_get_wtime, omp_get_wtick
      external omp_get_num_threads, omp_get_max_threads
      external omp_get_thread_num, omp_get_num_procs
      external omp_get_thread_limit, omp_get_max_active_levels
      external omp_get_level, omp_get_ancestor_thread_num
      external omp_get_team_size, omp_get_active_level
      external omp_get_num_devices, omp_get_default_device
      external omp_get_num_teams, omp_get_team_num
      external omp_in_parallel, omp_get_dynamic, omp_get_nested
      external omp_in_final, omp_test_lock, omp_test_nest_lock
      external omp_get_wtime, omp_get_wtick
      external omp_set_num_threads, omp_set_dynamic, omp_set_nested
      external omp_init_lock, omp_destroy_lock, omp_set_lock
      external omp_unset_lock, omp_init_nest_lock
      external omp_destroy_nest_lock, omp_set_nest_lock
      external omp_unset_nest_lock
