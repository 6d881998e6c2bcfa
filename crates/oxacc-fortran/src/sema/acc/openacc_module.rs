//! The `openacc` module (OpenACC 3.3 §3.1), known to sema as an intrinsic module so that
//! `use openacc` needs no flag and no module file: the kind parameters, the device-type,
//! property and async constants with libaccrt's values (`runtime-rs/include/openacc.h`), and
//! `openacc_version`, the value `_OPENACC` has for C and for preprocessed Fortran.

use super::super::runtime_module::{ModuleTable, Routine};
use super::super::tree::{ArrayShape, Bounds};
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

/// The routines whose arguments are all scalars: the Fortran interface passes them by value
/// (as `int`: device types, device numbers, queues, properties) to libaccrt's C entry point of
/// the same name (§3.2). The dummies carry the names of the spec's Fortran interfaces, so a
/// keyword argument (`call acc_wait(wait_arg=q)`) finds its dummy and diagnostics name it.
/// `None` result: a subroutine.
const SCALAR_ROUTINES: &[(&str, &[&str], Option<Type>)] = &[
    ("acc_get_num_devices", &["dev_type"], Some(Type::Integer(4))),
    ("acc_set_device_type", &["dev_type"], None),
    ("acc_get_device_type", &[], Some(Type::Integer(4))),
    ("acc_set_device_num", &["dev_num", "dev_type"], None),
    ("acc_get_device_num", &["dev_type"], Some(Type::Integer(4))),
    (
        "acc_get_property",
        &["dev_num", "dev_type", "property"],
        Some(Type::Integer(8)),
    ),
    ("acc_init", &["dev_type"], None),
    ("acc_init_device", &["dev_num", "dev_type"], None),
    ("acc_shutdown", &["dev_type"], None),
    ("acc_shutdown_device", &["dev_num", "dev_type"], None),
    ("acc_async_test", &["wait_arg"], Some(Type::Logical(4))),
    (
        "acc_async_test_device",
        &["wait_arg", "dev_num"],
        Some(Type::Logical(4)),
    ),
    ("acc_async_test_all", &[], Some(Type::Logical(4))),
    (
        "acc_async_test_all_device",
        &["dev_num"],
        Some(Type::Logical(4)),
    ),
    ("acc_wait", &["wait_arg"], None),
    ("acc_wait_device", &["wait_arg", "dev_num"], None),
    ("acc_wait_async", &["wait_arg", "async_arg"], None),
    (
        "acc_wait_device_async",
        &["wait_arg", "async_arg", "dev_num"],
        None,
    ),
    ("acc_wait_all", &[], None),
    ("acc_wait_all_device", &["dev_num"], None),
    ("acc_wait_all_async", &["async_arg"], None),
    ("acc_wait_all_device_async", &["async_arg", "dev_num"], None),
    ("acc_get_default_async", &[], Some(Type::Integer(4))),
    ("acc_set_default_async", &["async_arg"], None),
    ("acc_async_wait", &["wait_arg"], None),
    ("acc_async_wait_all", &[], None),
    ("acc_on_device", &["dev_type"], Some(Type::Logical(4))),
];

/// The data routines (§3.2.20–§3.2.28): `call acc_copyin(a)` with an array or scalar of any
/// type and rank, or `call acc_copyin(a(1), nbytes)` with a start element and a byte count.
/// The C entry point of the same name takes the start address and the byte count (then the
/// async queue for the `_async` forms). `true`: an `_async` form; `Some`: a function.
const DATA_ROUTINES: &[(&str, bool, Option<Type>)] = &[
    ("acc_copyin", false, None),
    ("acc_copyin_async", true, None),
    ("acc_present_or_copyin", false, None),
    ("acc_pcopyin", false, None),
    ("acc_create", false, None),
    ("acc_create_async", true, None),
    ("acc_present_or_create", false, None),
    ("acc_pcreate", false, None),
    ("acc_copyout", false, None),
    ("acc_copyout_async", true, None),
    ("acc_copyout_finalize", false, None),
    ("acc_copyout_finalize_async", true, None),
    ("acc_delete", false, None),
    ("acc_delete_async", true, None),
    ("acc_delete_finalize", false, None),
    ("acc_delete_finalize_async", true, None),
    ("acc_update_device", false, None),
    ("acc_update_device_async", true, None),
    ("acc_update_self", false, None),
    ("acc_update_self_async", true, None),
    ("acc_is_present", false, Some(Type::Logical(4))),
];

/// The attach routines (OpenACC 3.3 §3.2.29; gfortran's interface: `type(*), dimension(..) ::
/// ptr_addr`): `call acc_attach(s%p)` with an allocatable or pointer array, whose pointer (the
/// descriptor's base address) the C entry point of the same name updates in device memory.
/// `true`: an `_async` form, with the queue after it.
const ATTACH_ROUTINES: &[(&str, bool)] = &[
    ("acc_attach", false),
    ("acc_attach_async", true),
    ("acc_detach", false),
    ("acc_detach_async", true),
    ("acc_detach_finalize", false),
    ("acc_detach_finalize_async", true),
];

/// An argument of a routine that takes a host variable's address next to device addresses.
#[derive(Clone, Copy, PartialEq)]
enum AddrArg {
    /// `type(*), dimension(*)`: a variable of any type and rank, by reference (its address).
    Host,
    /// `type(c_ptr), value`: a device address.
    Dev,
    /// `integer(c_size_t), value`.
    Bytes,
    /// `integer(acc_handle_kind), value`.
    Queue,
    /// `integer, value`: a device number.
    DevNum,
}

/// The routines of OpenACC 3.3 §3.2.21–§3.2.26 and §3.2.33 with `type(*), dimension(..)`
/// arguments (host data); the C entry point of the same name takes their addresses. `true`:
/// returns `type(c_ptr)`.
const ADDRESS_ROUTINES: &[(&str, &[AddrArg], bool)] = {
    use AddrArg::*;
    &[
        ("acc_map_data", &[Host, Dev, Bytes], false),
        ("acc_unmap_data", &[Host], false),
        ("acc_deviceptr", &[Host], true),
        ("acc_memcpy_to_device", &[Dev, Host, Bytes], false),
        (
            "acc_memcpy_to_device_async",
            &[Dev, Host, Bytes, Queue],
            false,
        ),
        ("acc_memcpy_from_device", &[Host, Dev, Bytes], false),
        (
            "acc_memcpy_from_device_async",
            &[Host, Dev, Bytes, Queue],
            false,
        ),
        // §3.2.33: between the device copies of two present host variables, on devices
        // `dev_num_dest` and `dev_num_src` of the current device type.
        (
            "acc_memcpy_d2d",
            &[Host, Host, Bytes, DevNum, DevNum],
            false,
        ),
        (
            "acc_memcpy_d2d_async",
            &[Host, Host, Bytes, DevNum, DevNum, Queue],
            false,
        ),
    ]
};

/// §3.2.13 `acc_wait_any(count, wait_arg)` and `acc_wait_any_device(count, wait_arg,
/// dev_num)`: `wait_arg` is an `integer(acc_handle_kind)` array (assumed size, by reference),
/// the others `value`. The result is the C entry point's: the index into `wait_arg` counted
/// from 0 (as nvc's `acc_wait_any` returns it), or -1 when every entry is `acc_async_sync`.
const WAIT_ANY_ROUTINES: &[(&str, bool)] =
    &[("acc_wait_any", false), ("acc_wait_any_device", true)];

impl Sema<'_> {
    /// The scope of the `openacc` module; its procedures are `bind(c)` interfaces to
    /// libaccrt with `value` dummies.
    pub(crate) fn openacc_module(&mut self) -> usize {
        let scalar = SCALAR_ROUTINES.iter().map(|(name, args, result)| {
            let args = args.iter().map(|_| (Type::Integer(4), true)).collect();
            (*name, args, *result)
        });
        let data = DATA_ROUTINES.iter().map(|&(name, is_async, result)| {
            // The start address (by reference), the byte count, the queue.
            let mut args = vec![(Type::Integer(1), false), (Type::Integer(8), true)];
            if is_async {
                args.push((Type::Integer(4), true));
            }
            (name, args, result)
        });
        // The device-memory routines take and return `type(c_ptr)` (OpenACC 3.3 §3.2.17,
        // §3.2.18): the type of `iso_c_binding`, built here when no `use` has built it yet.
        if !self.modules.contains_key("iso_c_binding") {
            self.intrinsic_module("iso_c_binding");
        }
        let memory: Vec<Routine> = match self.iso_c_types() {
            Some((c_ptr, _)) => vec![
                (
                    "acc_malloc",
                    vec![(Type::Integer(8), true)],
                    Some(Type::Derived(c_ptr)),
                ),
                ("acc_free", vec![(Type::Derived(c_ptr), true)], None),
                // §3.2.24, §3.2.26: device addresses only.
                (
                    "acc_hostptr",
                    vec![(Type::Derived(c_ptr), true)],
                    Some(Type::Derived(c_ptr)),
                ),
                (
                    "acc_memcpy_device",
                    vec![
                        (Type::Derived(c_ptr), true),
                        (Type::Derived(c_ptr), true),
                        (Type::Integer(8), true),
                    ],
                    None,
                ),
                (
                    "acc_memcpy_device_async",
                    vec![
                        (Type::Derived(c_ptr), true),
                        (Type::Derived(c_ptr), true),
                        (Type::Integer(8), true),
                        (Type::Integer(4), true),
                    ],
                    None,
                ),
            ]
            .into_iter()
            .chain(ADDRESS_ROUTINES.iter().map(|&(name, args, ptr)| {
                let args = args
                    .iter()
                    .map(|a| match a {
                        // Like the data routines' start address: any variable, by reference.
                        AddrArg::Host => (Type::Integer(1), false),
                        AddrArg::Dev => (Type::Derived(c_ptr), true),
                        AddrArg::Bytes => (Type::Integer(8), true),
                        AddrArg::Queue | AddrArg::DevNum => (Type::Integer(4), true),
                    })
                    .collect();
                (name, args, ptr.then_some(Type::Derived(c_ptr)))
            }))
            .collect(),
            None => Vec::new(),
        };
        let with_address = if memory.is_empty() {
            0
        } else {
            ADDRESS_ROUTINES.len()
        };
        let attach = ATTACH_ROUTINES.iter().map(|&(name, is_async)| {
            // The pointer's address (`void **`, passed as a value), the queue.
            let mut args = vec![(Type::Integer(8), true)];
            if is_async {
                args.push((Type::Integer(4), true));
            }
            (name, args, None)
        });
        let wait_any = WAIT_ANY_ROUTINES.iter().map(|&(name, device)| {
            let mut args = vec![(Type::Integer(4), true), (Type::Integer(4), false)];
            if device {
                args.push((Type::Integer(4), true));
            }
            (name, args, Some(Type::Integer(4)))
        });
        let table = ModuleTable {
            name: "openacc",
            constants: &[KINDS, CONSTANTS],
            constants8: &[],
            routines: scalar
                .chain(data)
                .chain(attach)
                .chain(wait_any)
                .chain(memory)
                .collect(),
        };
        let (id, procs) = self.runtime_module(table);
        // The data routines follow the scalar ones.
        let data_procs = procs
            .iter()
            .skip(SCALAR_ROUTINES.len())
            .take(DATA_ROUTINES.len());
        self.acc_state.data_routines.extend(data_procs);
        // Then the attach routines.
        let attach_procs = procs
            .iter()
            .skip(SCALAR_ROUTINES.len() + DATA_ROUTINES.len())
            .take(ATTACH_ROUTINES.len());
        self.acc_state.attach_routines.extend(attach_procs);
        // The address routines come last.
        let address_procs = procs.iter().rev().take(with_address).rev();
        self.acc_state.address_routines.extend(address_procs);
        // The dummies by the names of §3.2, which keyword arguments use and diagnostics of a
        // wrong actual argument show (gfortran's "argument 'data_dev'"): the scalar routines
        // come first.
        for (&p, (_, names, _)) in procs.iter().zip(SCALAR_ROUTINES) {
            let dummies = self.proc(p).dummies.clone();
            for (d, name) in dummies.into_iter().zip(names.iter()) {
                self.prog.symbols[d.0 as usize].name = (*name).into();
            }
        }
        for &p in &procs {
            let names: &[&str] = match self.proc(p).name.as_str() {
                "acc_wait_any" | "acc_wait_any_device" => {
                    // `wait_arg(*)`: a whole array (or its first element) of queues.
                    let wait_arg = self.proc(p).dummies[1];
                    let lower = self.int_const(1, self.prog.symbols[wait_arg.0 as usize].span);
                    self.prog.symbols[wait_arg.0 as usize].array =
                        Some(ArrayShape::Explicit(vec![Bounds { lower, upper: None }]));
                    &["count", "wait_arg", "dev_num"]
                }
                "acc_malloc" => &["bytes"],
                "acc_free" | "acc_hostptr" => &["data_dev"],
                "acc_memcpy_device" | "acc_memcpy_device_async" => {
                    &["data_dev_dest", "data_dev_src", "bytes", "async_arg"]
                }
                "acc_memcpy_d2d" | "acc_memcpy_d2d_async" => &[
                    "data_arg_dest",
                    "data_arg_src",
                    "bytes",
                    "dev_num_dest",
                    "dev_num_src",
                    "async_arg_src",
                ],
                _ => continue,
            };
            let dummies = self.proc(p).dummies.clone();
            for (d, name) in dummies.into_iter().zip(names) {
                self.prog.symbols[d.0 as usize].name = (*name).into();
            }
        }
        id
    }
}

impl Sema<'_> {
    /// The actual arguments of a call to a data routine: the start address of `a` (any type
    /// and rank) and its size in bytes, or the start element and the byte count given; then
    /// the queue of an `_async` form. `None` after an error (reported).
    pub(crate) fn openacc_data_args(
        &mut self,
        p: super::super::tree::ProcId,
        args: &[crate::ast::Arg],
        span: oxacc_source::Span,
    ) -> Option<Vec<super::super::tree::Expr>> {
        use super::super::tree::{Expr, ExprKind};
        let name = self.proc(p).name.clone();
        let is_async = name.ends_with("_async");
        let tail = usize::from(is_async);
        let mut exprs = Vec::with_capacity(args.len());
        for a in args {
            let crate::ast::ArgValue::Expr(e) = &a.value else {
                self.error(a.span, format!("unexpected argument to '{name}'"));
                return None;
            };
            if a.keyword.is_some() {
                self.error(a.span, format!("'{name}' takes no keyword arguments here"));
                return None;
            }
            exprs.push(e);
        }
        if exprs.len() != 1 + tail && exprs.len() != 2 + tail {
            let asy = if is_async { ", async" } else { "" };
            self.error(
                span,
                format!(
                    "'{name}' takes an array or variable{asy}, or a start element and a byte count{asy} (OpenACC 3.3 §3.2)"
                ),
            );
            return None;
        }
        let data = self.variable(exprs[0])?;
        let bytes = if exprs.len() == 2 + tail {
            let n = self.expr(exprs[1])?;
            if !matches!(n.ty, Type::Integer(_)) || n.rank != 0 {
                self.error(
                    n.span,
                    format!("the byte count of '{name}' must be a scalar integer"),
                );
                return None;
            }
            self.convert(n, Type::Integer(8))
        } else {
            let elem = match data.ty {
                Type::Derived(_) => {
                    self.error(
                        data.span,
                        format!("'{name}' of a derived-type variable needs a byte count"),
                    );
                    return None;
                }
                ty => super::super::type_size(ty) as i128,
            };
            let elem = self.int_const(elem, data.span);
            let elem = self.convert(elem, Type::Integer(8));
            if data.rank == 0 {
                elem
            } else {
                let size = Expr {
                    kind: ExprKind::Intrinsic(
                        super::super::intrinsics::Intrinsic::Size,
                        vec![data.clone()],
                    ),
                    ty: Type::Integer(8),
                    rank: 0,
                    span: data.span,
                };
                Expr {
                    kind: ExprKind::Binary(
                        super::super::tree::BinaryOp::Mul,
                        Box::new(size),
                        Box::new(elem),
                    ),
                    ty: Type::Integer(8),
                    rank: 0,
                    span: data.span,
                }
            }
        };
        let mut out = vec![data, bytes];
        if is_async {
            let q = self.expr(exprs[exprs.len() - 1])?;
            if !matches!(q.ty, Type::Integer(_)) || q.rank != 0 {
                self.error(
                    q.span,
                    format!("the queue of '{name}' must be a scalar integer"),
                );
                return None;
            }
            out.push(self.convert(q, Type::Integer(4)));
        }
        Some(out)
    }
}

impl Sema<'_> {
    /// The actual arguments of a call to a routine of [`ADDRESS_ROUTINES`]: the host data as a
    /// variable of any type and rank (passed by reference), the device addresses as
    /// `type(c_ptr)`, the byte count and the queue as integers. `None` after an error.
    pub(crate) fn openacc_address_args(
        &mut self,
        p: super::super::tree::ProcId,
        args: &[crate::ast::Arg],
        span: oxacc_source::Span,
    ) -> Option<Vec<super::super::tree::Expr>> {
        let name = self.proc(p).name.clone();
        let Some(&(_, kinds, _)) = ADDRESS_ROUTINES.iter().find(|r| r.0 == name.as_str()) else {
            self.error(
                span,
                format!("'{name}' is no routine of the openacc module"),
            );
            return None;
        };
        if args.len() != kinds.len() {
            self.error(
                span,
                format!(
                    "'{name}' takes {} argument{}, not {} (OpenACC 3.3 §3.2)",
                    kinds.len(),
                    if kinds.len() == 1 { "" } else { "s" },
                    args.len()
                ),
            );
            return None;
        }
        let c_ptr = self.iso_c_types().map(|t| t.0);
        let mut out = Vec::with_capacity(args.len());
        for (a, &kind) in args.iter().zip(kinds) {
            let crate::ast::ArgValue::Expr(e) = &a.value else {
                self.error(a.span, format!("unexpected argument to '{name}'"));
                return None;
            };
            if a.keyword.is_some() {
                self.error(a.span, format!("'{name}' takes no keyword arguments here"));
                return None;
            }
            if kind == AddrArg::Host {
                out.push(self.variable(e)?);
                continue;
            }
            let x = self.expr(e)?;
            let ok = x.rank == 0
                && match kind {
                    AddrArg::Dev => matches!(x.ty, Type::Derived(t) if Some(t) == c_ptr),
                    _ => matches!(x.ty, Type::Integer(_)),
                };
            if !ok {
                let what = match kind {
                    AddrArg::Dev => "a device address of type(c_ptr)",
                    AddrArg::Bytes => "a scalar integer byte count",
                    AddrArg::DevNum => "a scalar integer device number",
                    _ => "a scalar integer queue",
                };
                self.error(x.span, format!("this argument of '{name}' must be {what}"));
                return None;
            }
            out.push(match kind {
                AddrArg::Bytes => self.convert(x, Type::Integer(8)),
                AddrArg::Queue | AddrArg::DevNum => self.convert(x, Type::Integer(4)),
                _ => x,
            });
        }
        Some(out)
    }
}

impl Sema<'_> {
    /// The actual arguments of a call to an attach routine (OpenACC 3.3 §3.2.29): the address
    /// of the pointer of an allocatable or pointer array (a variable or a component, `s%p`),
    /// then the queue of an `_async` form. `None` after an error (reported).
    pub(crate) fn openacc_attach_args(
        &mut self,
        p: super::super::tree::ProcId,
        args: &[crate::ast::Arg],
        span: oxacc_source::Span,
    ) -> Option<Vec<super::super::tree::Expr>> {
        use super::super::tree::{ArrayShape, Expr, ExprKind};
        let name = self.proc(p).name.clone();
        let is_async = name.ends_with("_async");
        let want = 1 + usize::from(is_async);
        if args.len() != want {
            let what = if is_async {
                "a pointer or allocatable array and a queue"
            } else {
                "a pointer or allocatable array"
            };
            self.error(span, format!("'{name}' takes {what} (OpenACC 3.3 §3.2.29)"));
            return None;
        }
        let mut exprs = Vec::with_capacity(args.len());
        for a in args {
            let crate::ast::ArgValue::Expr(e) = &a.value else {
                self.error(a.span, format!("unexpected argument to '{name}'"));
                return None;
            };
            if a.keyword.is_some() {
                self.error(a.span, format!("'{name}' takes no keyword arguments here"));
                return None;
            }
            exprs.push(e);
        }
        let ptr = self.variable(exprs[0])?;
        let is_pointer = match &ptr.kind {
            ExprKind::Var(id) => {
                matches!(self.symbol(*id).array, Some(ArrayShape::Allocatable { .. }))
            }
            ExprKind::Component {
                base,
                index,
                subscripts,
            } => {
                subscripts.is_empty()
                    && base.rank == 0
                    && match base.ty {
                        Type::Derived(t) => self.prog.types[t as usize].components[*index]
                            .alloc
                            .is_some(),
                        _ => false,
                    }
            }
            _ => false,
        };
        if !is_pointer {
            self.error(
                ptr.span,
                format!(
                    "the argument of '{name}' must be a whole pointer or allocatable array, a variable or a component (OpenACC 3.3 §3.2.29: the pointer to attach)"
                ),
            );
            return None;
        }
        let span_ = ptr.span;
        let mut out = vec![Expr {
            kind: ExprKind::Intrinsic(
                super::super::intrinsics::Intrinsic::PointerAddress,
                vec![ptr],
            ),
            ty: Type::Integer(8),
            rank: 0,
            span: span_,
        }];
        if is_async {
            let q = self.expr(exprs[1])?;
            if !matches!(q.ty, Type::Integer(_)) || q.rank != 0 {
                self.error(
                    q.span,
                    format!("the queue of '{name}' must be a scalar integer"),
                );
                return None;
            }
            out.push(self.convert(q, Type::Integer(4)));
        }
        Some(out)
    }
}
