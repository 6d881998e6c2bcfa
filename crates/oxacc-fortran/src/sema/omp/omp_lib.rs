//! The `omp_lib` and `omp_lib_kinds` modules (OpenMP 4.5 §3.1, Fortran), known to sema as
//! intrinsic modules so that `use omp_lib` needs no module file: the kind parameters, the
//! schedule and proc-bind constants with libomp's values, `openmp_version` (the value
//! `_OPENMP` has), and the runtime routines as `bind(c)` interfaces to libomp's C entry
//! points (scalars by value; a lock variable by reference, as `omp_lock_t *`).

use super::super::runtime_module::ModuleTable;
use super::super::types::Type;
use super::super::Sema;

/// `openmp_version` and `_OPENMP`: OpenMP 4.5, as the C front end defines.
pub const OPENMP_VERSION: i128 = 201511;

/// The kinds of §3.1 (`omp_lib_kinds`): locks hold a pointer.
const KINDS: &[(&str, i128)] = &[
    ("omp_lock_kind", 8),
    ("omp_nest_lock_kind", 8),
    ("omp_lock_hint_kind", 4),
    ("omp_sync_hint_kind", 4),
    ("omp_sched_kind", 4),
    ("omp_proc_bind_kind", 4),
    ("omp_integer_kind", 4),
    ("omp_logical_kind", 4),
    ("omp_allocator_handle_kind", 8),
];

/// The predefined allocators (OpenMP 5.0 §2.11.2, Table 2.10) with
/// libomp's values (`omp.h`), `integer(omp_allocator_handle_kind)` as in gfortran's omp_lib.
const HANDLES: &[(&str, i128)] = &[
    ("omp_null_allocator", 0),
    ("omp_default_mem_alloc", 1),
    ("omp_large_cap_mem_alloc", 2),
    ("omp_const_mem_alloc", 3),
    ("omp_high_bw_mem_alloc", 4),
    ("omp_low_lat_mem_alloc", 5),
    ("omp_cgroup_mem_alloc", 6),
    ("omp_pteam_mem_alloc", 7),
    ("omp_thread_mem_alloc", 8),
];

/// Named constants with libomp's values (`omp.h`).
const CONSTANTS: &[(&str, i128)] = &[
    ("omp_sched_static", 1),
    ("omp_sched_dynamic", 2),
    ("omp_sched_guided", 3),
    ("omp_sched_auto", 4),
    ("omp_proc_bind_false", 0),
    ("omp_proc_bind_true", 1),
    ("omp_proc_bind_master", 2),
    ("omp_proc_bind_primary", 2),
    ("omp_proc_bind_close", 3),
    ("omp_proc_bind_spread", 4),
    ("openmp_version", OPENMP_VERSION),
];

#[derive(Clone, Copy)]
enum Arg {
    /// `integer` by value.
    Int,
    /// `logical` by value (C `int`).
    Log,
    /// A lock variable, by reference.
    Lock,
    /// `integer(omp_sched_kind)` or `integer` by reference (an output argument).
    IntRef,
    /// `integer(omp_allocator_handle_kind)` by value.
    Int8,
}

const I4: Option<Type> = Some(Type::Integer(4));
const L4: Option<Type> = Some(Type::Logical(4));
const R8: Option<Type> = Some(Type::Real(8));
const I8: Option<Type> = Some(Type::Integer(8));

/// The routines of chapter 3; `None` result: a subroutine.
const ROUTINES: &[(&str, &[Arg], Option<Type>)] = &[
    ("omp_set_num_threads", &[Arg::Int], None),
    ("omp_get_num_threads", &[], I4),
    ("omp_get_max_threads", &[], I4),
    ("omp_get_thread_num", &[], I4),
    ("omp_get_num_procs", &[], I4),
    ("omp_in_parallel", &[], L4),
    ("omp_set_dynamic", &[Arg::Log], None),
    ("omp_get_dynamic", &[], L4),
    ("omp_get_cancellation", &[], L4),
    ("omp_set_nested", &[Arg::Log], None),
    ("omp_get_nested", &[], L4),
    ("omp_set_schedule", &[Arg::Int, Arg::Int], None),
    ("omp_get_schedule", &[Arg::IntRef, Arg::IntRef], None),
    ("omp_get_thread_limit", &[], I4),
    ("omp_set_max_active_levels", &[Arg::Int], None),
    ("omp_get_max_active_levels", &[], I4),
    ("omp_get_level", &[], I4),
    ("omp_get_ancestor_thread_num", &[Arg::Int], I4),
    ("omp_get_team_size", &[Arg::Int], I4),
    ("omp_get_active_level", &[], I4),
    ("omp_in_final", &[], L4),
    ("omp_get_proc_bind", &[], I4),
    ("omp_get_num_places", &[], I4),
    ("omp_get_place_num", &[], I4),
    ("omp_set_default_device", &[Arg::Int], None),
    ("omp_get_default_device", &[], I4),
    ("omp_get_num_devices", &[], I4),
    ("omp_get_num_teams", &[], I4),
    ("omp_get_team_num", &[], I4),
    ("omp_is_initial_device", &[], L4),
    ("omp_get_initial_device", &[], I4),
    // OpenMP 5.0 §3.2.37.
    ("omp_get_device_num", &[], I4),
    ("omp_get_max_task_priority", &[], I4),
    ("omp_init_lock", &[Arg::Lock], None),
    ("omp_destroy_lock", &[Arg::Lock], None),
    ("omp_set_lock", &[Arg::Lock], None),
    ("omp_unset_lock", &[Arg::Lock], None),
    ("omp_test_lock", &[Arg::Lock], L4),
    ("omp_init_nest_lock", &[Arg::Lock], None),
    ("omp_destroy_nest_lock", &[Arg::Lock], None),
    ("omp_set_nest_lock", &[Arg::Lock], None),
    ("omp_unset_nest_lock", &[Arg::Lock], None),
    ("omp_test_nest_lock", &[Arg::Lock], I4),
    ("omp_get_wtime", &[], R8),
    ("omp_get_wtick", &[], R8),
    ("omp_get_default_allocator", &[], I8),
    ("omp_set_default_allocator", &[Arg::Int8], None),
];

impl Sema<'_> {
    /// The scope of `omp_lib` (`omp_lib_kinds` is its kinds and constants).
    pub(crate) fn omp_lib_module(&mut self, name: &str) -> usize {
        let routines = if name == "omp_lib" {
            ROUTINES
                .iter()
                .map(|&(name, args, result)| {
                    let args = args
                        .iter()
                        .map(|a| match a {
                            Arg::Int => (Type::Integer(4), true),
                            Arg::Log => (Type::Logical(4), true),
                            Arg::Lock => (Type::Integer(8), false),
                            Arg::IntRef => (Type::Integer(4), false),
                            Arg::Int8 => (Type::Integer(8), true),
                        })
                        .collect();
                    (name, args, result)
                })
                .collect()
        } else {
            Vec::new()
        };
        let table = ModuleTable {
            name,
            constants: &[KINDS, CONSTANTS],
            constants8: HANDLES,
            routines,
        };
        self.runtime_module(table).0
    }
}
