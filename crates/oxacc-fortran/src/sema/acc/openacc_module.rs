//! The `openacc` module (OpenACC 3.3 §3.1), known to sema as an intrinsic module so that
//! `use openacc` needs no flag and no module file: the kind parameters, the device-type,
//! property and async constants with libaccrt's values (`runtime-rs/include/openacc.h`), and
//! `openacc_version`, the value `_OPENACC` has for C and for preprocessed Fortran.

use super::super::scope::{Entity, ImplicitRules, Scope};
use super::super::tree::Const;
use super::super::types::Type;
use super::super::Sema;

/// `openacc_version` (§3.1) and `_OPENACC` (§2.2): OpenACC 3.3, as the C front end defines.
pub const OPENACC_VERSION: i128 = 202211;

/// The kinds of §3.1: C `int` enumerations and queue numbers.
const KINDS: &[(&str, i128)] = &[
    ("acc_device_kind", 4),
    ("acc_handle_kind", 4),
    ("acc_device_property_kind", 4),
    ("acc_property_kind", 4),
];

/// Named constants with libaccrt's values.
const CONSTANTS: &[(&str, i128)] = &[
    ("acc_device_none", 0),
    ("acc_device_default", 1),
    ("acc_device_host", 2),
    ("acc_device_not_host", 3),
    ("acc_device_nvidia", 4),
    ("acc_device_radeon", 5),
    ("acc_property_memory", 0),
    ("acc_property_free_memory", 1),
    ("acc_property_shared_memory_support", 2),
    ("acc_property_name", 0x10000),
    ("acc_property_vendor", 0x10001),
    ("acc_property_driver", 0x10002),
    ("acc_async_noval", -1),
    ("acc_async_sync", -2),
    ("acc_async_default", -3),
    ("openacc_version", OPENACC_VERSION),
];

impl Sema<'_> {
    /// The scope of the `openacc` module.
    pub(crate) fn openacc_module(&mut self) -> usize {
        if let Some(&m) = self.modules.get("openacc") {
            return m;
        }
        let mut s = Scope::new(None, ImplicitRules::none(), None);
        for (n, v) in KINDS.iter().chain(CONSTANTS) {
            s.names.insert(
                (*n).into(),
                Entity::Constant(Const::Int(*v), Type::Integer(4)),
            );
        }
        self.scopes.push(s);
        let id = self.scopes.len() - 1;
        self.modules.insert("openacc".into(), id);
        self.declare_openacc_routines(id);
        id
    }
}

/// The argument of a routine as the C entry point takes it.
#[derive(Clone, Copy)]
enum CArg {
    /// `int` by value (device types, device numbers, queues, properties).
    Int,
}

/// The routines whose arguments are all scalars: the Fortran interface passes them by value
/// to libaccrt's C entry point of the same name (§3.2). `None` result: a subroutine.
const SCALAR_ROUTINES: &[(&str, &[CArg], Option<Type>)] = &[
    ("acc_get_num_devices", &[CArg::Int], Some(Type::Integer(4))),
    ("acc_set_device_type", &[CArg::Int], None),
    ("acc_get_device_type", &[], Some(Type::Integer(4))),
    ("acc_set_device_num", &[CArg::Int, CArg::Int], None),
    ("acc_get_device_num", &[CArg::Int], Some(Type::Integer(4))),
    (
        "acc_get_property",
        &[CArg::Int, CArg::Int, CArg::Int],
        Some(Type::Integer(8)),
    ),
    ("acc_init", &[CArg::Int], None),
    ("acc_init_device", &[CArg::Int, CArg::Int], None),
    ("acc_shutdown", &[CArg::Int], None),
    ("acc_shutdown_device", &[CArg::Int, CArg::Int], None),
    ("acc_async_test", &[CArg::Int], Some(Type::Logical(4))),
    (
        "acc_async_test_device",
        &[CArg::Int, CArg::Int],
        Some(Type::Logical(4)),
    ),
    ("acc_async_test_all", &[], Some(Type::Logical(4))),
    (
        "acc_async_test_all_device",
        &[CArg::Int],
        Some(Type::Logical(4)),
    ),
    ("acc_wait", &[CArg::Int], None),
    ("acc_wait_device", &[CArg::Int, CArg::Int], None),
    ("acc_wait_async", &[CArg::Int, CArg::Int], None),
    (
        "acc_wait_device_async",
        &[CArg::Int, CArg::Int, CArg::Int],
        None,
    ),
    ("acc_wait_all", &[], None),
    ("acc_wait_all_device", &[CArg::Int], None),
    ("acc_wait_all_async", &[CArg::Int], None),
    ("acc_wait_all_device_async", &[CArg::Int, CArg::Int], None),
    ("acc_get_default_async", &[], Some(Type::Integer(4))),
    ("acc_set_default_async", &[CArg::Int], None),
    ("acc_async_wait", &[CArg::Int], None),
    ("acc_async_wait_all", &[], None),
    ("acc_on_device", &[CArg::Int], Some(Type::Logical(4))),
];

impl Sema<'_> {
    /// The procedures of the module: `bind(c)` interfaces to libaccrt with `value` dummies.
    fn declare_openacc_routines(&mut self, scope: usize) {
        use super::super::tree::{ProcKind, Procedure, Storage, Symbol};
        let span = oxacc_source::Span::new(oxacc_source::FileId(0), 0, 0);
        for (name, args, result) in SCALAR_ROUTINES {
            let proc = super::super::tree::ProcId(self.prog.procs.len() as u32);
            let mut dummies = Vec::with_capacity(args.len());
            for (index, arg) in args.iter().enumerate() {
                let ty = match arg {
                    CArg::Int => Type::Integer(4),
                };
                dummies.push(self.add_symbol(Symbol {
                    name: format!("arg{index}").into(),
                    ty,
                    array: None,
                    storage: Storage::Dummy {
                        index,
                        value: true,
                        optional: false,
                    },
                    init: None,
                    owner: Some(proc),
                    span,
                }));
            }
            self.prog.procs.push(Procedure {
                name: (*name).into(),
                link_name: (*name).into(),
                kind: if result.is_some() {
                    ProcKind::Function
                } else {
                    ProcKind::Subroutine
                },
                external: true,
                bind_c: true,
                elemental: false,
                dummies,
                result: None,
                result_type: *result,
                locals: Vec::new(),
                body: None,
                explicit: true,
                host: None,
                host_vars: Vec::new(),
                span,
            });
            self.scopes[scope]
                .names
                .insert((*name).into(), Entity::Proc(proc));
        }
    }
}
