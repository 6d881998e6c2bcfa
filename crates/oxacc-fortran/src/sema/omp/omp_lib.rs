//! The `omp_lib` and `omp_lib_kinds` modules (OpenMP 4.5 §3.1, Fortran), known to sema as
//! intrinsic modules so that `use omp_lib` needs no module file: the kind parameters, the
//! schedule and proc-bind constants with libomp's values, `openmp_version` (the value
//! `_OPENMP` has), and the runtime routines as `bind(c)` interfaces to libomp's C entry
//! points (scalars by value; a lock variable by reference, as `omp_lock_t *`). The OpenMP 5.0
//! memory-management routines (§3.7) and the device-memory routines (§3.6, 5.1 §3.8) take and
//! return `type(c_ptr)` and `integer(c_size_t)` as flang's and gfortran's interfaces do.

use super::super::runtime_module::{ModuleTable, Routine};
use super::super::scope::Entity;
use super::super::tree::{ArrayShape, Bounds, Component, DerivedType, Storage};
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
    ("omp_memspace_handle_kind", 8),
    ("omp_alloctrait_key_kind", 4),
    ("omp_alloctrait_val_kind", 8),
    ("omp_event_handle_kind", 8),
    ("omp_pause_resource_kind", 4),
    ("omp_depend_kind", 8),
];

/// The memory spaces (5.0 §2.11.1, Table 2.8), `integer(omp_memspace_handle_kind)`: gfortran's
/// values, which are those the libomp.so.5 of record (LLVM 19's) exports (flang-22's module
/// says 99 for the default space, LLVM 22's value; libomp treats both as the default).
const MEMSPACES: &[(&str, i128)] = &[
    ("omp_default_mem_space", 0),
    ("omp_large_cap_mem_space", 1),
    ("omp_const_mem_space", 2),
    ("omp_high_bw_mem_space", 3),
    ("omp_low_lat_mem_space", 4),
];

/// The allocator trait keys (5.0 §2.11.2, Table 2.9), `integer(omp_alloctrait_key_kind)`.
const TRAIT_KEYS: &[(&str, i128)] = &[
    ("omp_atk_sync_hint", 1),
    ("omp_atk_alignment", 2),
    ("omp_atk_access", 3),
    ("omp_atk_pool_size", 4),
    ("omp_atk_fallback", 5),
    ("omp_atk_fb_data", 6),
    ("omp_atk_pinned", 7),
    ("omp_atk_partition", 8),
];

/// The allocator trait values, `integer(omp_alloctrait_val_kind)`, with libomp's values
/// (`omp_atv_device` and `omp_atv_all` differ from libgomp's).
const TRAIT_VALUES: &[(&str, i128)] = &[
    ("omp_atv_default", -1),
    ("omp_atv_false", 0),
    ("omp_atv_true", 1),
    ("omp_atv_contended", 3),
    ("omp_atv_uncontended", 4),
    ("omp_atv_serialized", 5),
    ("omp_atv_sequential", 5),
    ("omp_atv_private", 6),
    ("omp_atv_device", 7),
    ("omp_atv_thread", 8),
    ("omp_atv_pteam", 9),
    ("omp_atv_cgroup", 10),
    ("omp_atv_default_mem_fb", 11),
    ("omp_atv_null_fb", 12),
    ("omp_atv_abort_fb", 13),
    ("omp_atv_allocator_fb", 14),
    ("omp_atv_environment", 15),
    ("omp_atv_nearest", 16),
    ("omp_atv_blocked", 17),
    ("omp_atv_interleaved", 18),
    ("omp_atv_all", 19),
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
    /// `integer(omp_allocator_handle_kind)`, `integer(c_size_t)` by value.
    Int8,
    /// `type(c_ptr)` by value.
    Ptr,
    /// `integer(c_size_t) :: a(*)`.
    SizeArray,
    /// `type(omp_alloctrait) :: traits(*)`.
    Traits,
    /// `integer(omp_depend_kind), optional :: depobj_list(*)`.
    DepList,
}

/// What a routine returns beyond the intrinsic types of [`ROUTINES`].
#[derive(Clone, Copy)]
enum Ret {
    Int,
    Handle,
    Ptr,
}

/// A routine of [`MEMORY_ROUTINES`]: its name, its dummies' names and kinds, its result.
type MemoryRoutine = (&'static str, &'static [(&'static str, Arg)], Option<Ret>);

/// The memory-management (5.0 §3.7) and device-memory routines (4.5 §3.5, 5.1 §3.8), with
/// the names of their dummies (flang's), for keyword arguments. `None`: a subroutine.
const MEMORY_ROUTINES: &[MemoryRoutine] = {
    use Arg::{DepList, Int, Int8, Ptr, SizeArray, Traits};
    &[
        (
            "omp_alloc",
            &[("size", Int8), ("allocator", Int8)],
            Some(Ret::Ptr),
        ),
        (
            "omp_aligned_alloc",
            &[("alignment", Int8), ("size", Int8), ("allocator", Int8)],
            Some(Ret::Ptr),
        ),
        (
            "omp_calloc",
            &[("nmemb", Int8), ("size", Int8), ("allocator", Int8)],
            Some(Ret::Ptr),
        ),
        (
            "omp_aligned_calloc",
            &[
                ("alignment", Int8),
                ("nmemb", Int8),
                ("size", Int8),
                ("allocator", Int8),
            ],
            Some(Ret::Ptr),
        ),
        (
            "omp_realloc",
            &[
                ("ptr", Ptr),
                ("size", Int8),
                ("allocator", Int8),
                ("free_allocator", Int8),
            ],
            Some(Ret::Ptr),
        ),
        ("omp_free", &[("ptr", Ptr), ("allocator", Int8)], None),
        (
            "omp_init_allocator",
            &[("memspace", Int8), ("ntraits", Int), ("traits", Traits)],
            Some(Ret::Handle),
        ),
        ("omp_destroy_allocator", &[("allocator", Int8)], None),
        (
            "omp_target_alloc",
            &[("size", Int8), ("device_num", Int)],
            Some(Ret::Ptr),
        ),
        (
            "omp_target_free",
            &[("device_ptr", Ptr), ("device_num", Int)],
            None,
        ),
        (
            "omp_target_is_present",
            &[("ptr", Ptr), ("device_num", Int)],
            Some(Ret::Int),
        ),
        (
            "omp_target_is_accessible",
            &[("ptr", Ptr), ("size", Int8), ("device_num", Int)],
            Some(Ret::Int),
        ),
        (
            "omp_target_memcpy",
            &[
                ("dst", Ptr),
                ("src", Ptr),
                ("length", Int8),
                ("dst_offset", Int8),
                ("src_offset", Int8),
                ("dst_device_num", Int),
                ("src_device_num", Int),
            ],
            Some(Ret::Int),
        ),
        // The arrays are C's, outermost dimension first.
        (
            "omp_target_memcpy_rect",
            &[
                ("dst", Ptr),
                ("src", Ptr),
                ("element_size", Int8),
                ("num_dims", Int),
                ("volume", SizeArray),
                ("dst_offsets", SizeArray),
                ("src_offsets", SizeArray),
                ("dst_dimensions", SizeArray),
                ("src_dimensions", SizeArray),
                ("dst_device_num", Int),
                ("src_device_num", Int),
            ],
            Some(Ret::Int),
        ),
        (
            "omp_target_memcpy_async",
            &[
                ("dst", Ptr),
                ("src", Ptr),
                ("length", Int8),
                ("dst_offset", Int8),
                ("src_offset", Int8),
                ("dst_device_num", Int),
                ("src_device_num", Int),
                ("depobj_count", Int),
                ("depobj_list", DepList),
            ],
            Some(Ret::Int),
        ),
        (
            "omp_target_memcpy_rect_async",
            &[
                ("dst", Ptr),
                ("src", Ptr),
                ("element_size", Int8),
                ("num_dims", Int),
                ("volume", SizeArray),
                ("dst_offsets", SizeArray),
                ("src_offsets", SizeArray),
                ("dst_dimensions", SizeArray),
                ("src_dimensions", SizeArray),
                ("dst_device_num", Int),
                ("src_device_num", Int),
                ("depobj_count", Int),
                ("depobj_list", DepList),
            ],
            Some(Ret::Int),
        ),
        (
            "omp_target_associate_ptr",
            &[
                ("host_ptr", Ptr),
                ("device_ptr", Ptr),
                ("size", Int8),
                ("device_offset", Int8),
                ("device_num", Int),
            ],
            Some(Ret::Int),
        ),
        (
            "omp_target_disassociate_ptr",
            &[("ptr", Ptr), ("device_num", Int)],
            Some(Ret::Int),
        ),
        (
            "omp_get_mapped_ptr",
            &[("ptr", Ptr), ("device_num", Int)],
            Some(Ret::Ptr),
        ),
    ]
};

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
    // 5.0 §3.5.1: the event handle a `detach` clause stored, by value (flang's interface).
    ("omp_fulfill_event", &[Arg::Int8], None),
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
        if let Some(&m) = self.modules.get(name) {
            return m;
        }
        // `type(omp_alloctrait)` is one type, `omp_lib_kinds`'s, which `omp_lib` uses.
        let alloctrait = if name == "omp_lib" {
            let kinds = self.omp_lib_module("omp_lib_kinds");
            match self.scopes[kinds].names.get("omp_alloctrait") {
                Some(Entity::Type(t)) => *t,
                _ => unreachable!("omp_lib_kinds declares omp_alloctrait"),
            }
        } else {
            self.prog.types.push(DerivedType {
                name: "omp_alloctrait".into(),
                components: [("key", Type::Integer(4)), ("value", Type::Integer(8))]
                    .into_iter()
                    .map(|(name, ty)| Component {
                        name: name.into(),
                        ty,
                        dims: Vec::new(),
                        init: None,
                        alloc: None,
                        pointer: false,
                        proc: None,
                    })
                    .collect(),
            });
            self.prog.types.len() as u32 - 1
        };
        let routines = if name == "omp_lib" {
            if !self.modules.contains_key("iso_c_binding") {
                self.intrinsic_module("iso_c_binding");
            }
            let c_ptr = self
                .iso_c_types()
                .map_or(Type::Integer(8), |t| Type::Derived(t.0));
            let arg = |a: &Arg| match a {
                Arg::Int => (Type::Integer(4), true),
                Arg::Log => (Type::Logical(4), true),
                Arg::Lock => (Type::Integer(8), false),
                Arg::IntRef => (Type::Integer(4), false),
                Arg::Int8 => (Type::Integer(8), true),
                Arg::Ptr => (c_ptr, true),
                Arg::SizeArray | Arg::DepList => (Type::Integer(8), false),
                Arg::Traits => (Type::Derived(alloctrait), false),
            };
            let mut routines: Vec<Routine> = ROUTINES
                .iter()
                .map(|&(name, args, result)| (name, args.iter().map(arg).collect(), result))
                .collect();
            for &(name, args, ret) in MEMORY_ROUTINES {
                let result = ret.map(|r| match r {
                    Ret::Int => Type::Integer(4),
                    Ret::Handle => Type::Integer(8),
                    Ret::Ptr => c_ptr,
                });
                routines.push((name, args.iter().map(|(_, a)| arg(a)).collect(), result));
            }
            routines
        } else {
            Vec::new()
        };
        let table = ModuleTable {
            name,
            constants: &[KINDS, CONSTANTS, TRAIT_KEYS],
            constants8: &[HANDLES, MEMSPACES, TRAIT_VALUES],
            routines,
        };
        let (id, procs) = self.runtime_module(table);
        self.scopes[id]
            .names
            .insert("omp_alloctrait".into(), Entity::Type(alloctrait));
        // The dummies of the memory routines by their names; the arrays assumed-size.
        for (&p, &(_, args, _)) in procs.iter().skip(ROUTINES.len()).zip(MEMORY_ROUTINES) {
            let dummies = self.proc(p).dummies.clone();
            for (d, &(dname, a)) in dummies.into_iter().zip(args) {
                let sym = d.0 as usize;
                self.prog.symbols[sym].name = dname.into();
                if let (Arg::DepList, Storage::Dummy { optional, .. }) =
                    (a, &mut self.prog.symbols[sym].storage)
                {
                    *optional = true;
                }
                if matches!(a, Arg::SizeArray | Arg::Traits | Arg::DepList) {
                    let lower = self.int_const(1, self.prog.symbols[sym].span);
                    self.prog.symbols[sym].array =
                        Some(ArrayShape::Explicit(vec![Bounds { lower, upper: None }]));
                }
            }
        }
        id
    }
}
