//! Flang's runtime type information (`runtime/type-info.h`, the `__fortran_type_info`
//! schemata) for the derived types the runtime must see inside: a NAMELIST object of derived
//! type (§12.6.4.6) is a descriptor whose addendum points at its type's `DerivedType`, whose
//! `Component`s (name, category, kind, rank, offset, length, bounds) let the runtime read
//! `cfg%n = 5` and write every component. The records are laid out as flang-22 emits them:
//! sequences of 8-byte words, with descriptors of their own for the names and arrays.

use oxacc_oir::{ConstInit, GlobalData, GlobalId, Linkage, Value};

use super::func::FnLower;
use super::mem_type;
use crate::sema::tree::{Expr, ExprKind};
use crate::sema::types::{CharLen, Type};

/// `CFI_VERSION` as Flang defines it.
const VERSION: i128 = 20240719;
/// `sizeof` of the runtime's records: `DerivedType`, `Component`, `Binding`, `ProcPtrComponent`,
/// `SpecialBinding`, `Value`.
const DERIVED_TYPE: i128 = 440;
const COMPONENT: i128 = 256;
const BINDING: i128 = 32;
const PROC_PTR: i128 = 40;
const SPECIAL: i128 = 16;
const VALUE: i128 = 16;
/// CFI type codes used in the records.
const CFI_CHAR: i128 = 40;
const CFI_STRUCT: i128 = 42;
const CFI_INT8: i128 = 10;
const CFI_INT1: i128 = 7;

/// The third word of a descriptor: version, rank, type, attribute (1: pointer), extra (1: an
/// addendum follows).
fn header(rank: i128, ty: i128, addendum: bool) -> ConstInit {
    ConstInit::Int(VERSION | rank << 32 | ty << 40 | 1 << 48 | i128::from(addendum) << 56)
}

/// A descriptor of `rank` dimensions, each `(lower, extent, sm)`, with an empty addendum when
/// `addendum`.
fn descriptor(
    base: ConstInit,
    elem_len: i128,
    ty: i128,
    dims: &[(i128, i128, i128)],
    addendum: bool,
) -> Vec<ConstInit> {
    let mut w = vec![
        base,
        ConstInit::Int(elem_len),
        header(dims.len() as i128, ty, addendum),
    ];
    for &(lo, ext, sm) in dims {
        w.extend([ConstInit::Int(lo), ConstInit::Int(ext), ConstInit::Int(sm)]);
    }
    if addendum {
        w.extend([ConstInit::Int(0), ConstInit::Int(0)]);
    }
    w
}

/// Flang's `TypeCategory` of an intrinsic type.
fn category(ty: Type) -> i128 {
    match ty {
        Type::Integer(_) => 0,
        Type::Real(_) => 2,
        Type::Complex(_) => 3,
        Type::Character(_) => 4,
        Type::Logical(_) => 5,
        Type::Derived(_) => 6,
    }
}

impl FnLower<'_, '_, '_> {
    fn words_global(&mut self, name: &str, words: Vec<ConstInit>) -> GlobalId {
        // 8-byte words: addresses where a record points at a name or an array, else integers.
        let (i64t, ptr) = (self.b.module.i64(), self.b.module.ptr());
        let fields: Vec<_> = words
            .iter()
            .map(|w| match w {
                ConstInit::GlobalAddr(..) => ptr,
                _ => i64t,
            })
            .collect();
        let ty = self.b.module.c_struct(None, &fields);
        let mut g = GlobalData::new(name, ty, Some(ConstInit::Aggregate(words)));
        g.linkage = Linkage::Internal;
        g.constant = true;
        self.b.module.add_global(g)
    }

    /// The `DerivedType` record of derived type `t` (made once per function that needs it).
    pub(super) fn derived_type_info(&mut self, t: u32) -> GlobalId {
        if let Some(&g) = self.ctx.type_infos.get(&t) {
            return g;
        }
        let def = &self.ctx.prog.types[t as usize];
        let st = self.ctx.derived[t as usize];
        let size = self.b.module.types.size_of(st) as i128;
        // Field offsets of the C layout.
        let mut offsets = Vec::new();
        let mut at = 0u64;
        for c in &def.components {
            let elem = mem_type(self.b.module, &self.ctx.derived, c.ty);
            let n = c.count().max(0) as u64;
            let field = if c.dims.is_empty() {
                elem
            } else {
                self.b.module.array(elem, n)
            };
            let align = self.b.module.types.align_of(field).max(1);
            at = at.div_ceil(align) * align;
            offsets.push(at);
            at += self.b.module.types.size_of(field);
        }
        // Components in declaration order, as flang-22 lists them (output follows it).
        let order: Vec<usize> = (0..def.components.len()).collect();
        let tag = t;
        let mut comps = Vec::new();
        for &k in &order {
            let c = &self.ctx.prog.types[t as usize].components[k];
            let lname = c.name.to_ascii_lowercase();
            let name = self.ctx.string(self.b.module, lname.as_bytes());
            comps.extend(descriptor(
                ConstInit::GlobalAddr(name, 0),
                lname.len() as i128,
                CFI_CHAR,
                &[],
                false,
            ));
            let rank = c.dims.len() as i128;
            let kind = i128::from(c.ty.kind());
            comps.push(ConstInit::Int(
                1 | category(c.ty) << 8 | kind << 16 | rank << 24,
            ));
            comps.push(ConstInit::Int(i128::from(offsets[k])));
            // `Value`s: genre 1 deferred (none), 2 explicit.
            let len = match c.ty {
                Type::Character(CharLen::Const(n)) => [ConstInit::Int(2), ConstInit::Int(n.into())],
                _ => [ConstInit::Int(1), ConstInit::Int(0)],
            };
            comps.extend(len);
            // The component's own type information, for a derived-type component.
            let nested = match c.ty {
                Type::Derived(u) => ConstInit::GlobalAddr(self.derived_type_info(u), 0),
                _ => ConstInit::Int(0),
            };
            let c = &self.ctx.prog.types[t as usize].components[k];
            comps.extend(descriptor(nested, DERIVED_TYPE, CFI_STRUCT, &[], true));
            comps.extend(descriptor(
                ConstInit::Int(0),
                VALUE,
                CFI_STRUCT,
                &[(1, 0, VALUE)],
                true,
            ));
            // The bounds: a [2, rank] array of `Value`s (lower, upper of each dimension).
            let bounds = if c.dims.is_empty() {
                descriptor(
                    ConstInit::Int(0),
                    VALUE,
                    CFI_STRUCT,
                    &[(1, 0, VALUE), (1, 0, 0)],
                    true,
                )
            } else {
                let mut values = Vec::new();
                for &(lo, hi) in &c.dims {
                    values.extend([
                        ConstInit::Int(2),
                        ConstInit::Int(i128::from(lo)),
                        ConstInit::Int(2),
                        ConstInit::Int(i128::from(hi)),
                    ]);
                }
                let g = self.words_global(&format!(".typeinfo.{tag}.{lname}.bounds"), values);
                descriptor(
                    ConstInit::GlobalAddr(g, 0),
                    VALUE,
                    CFI_STRUCT,
                    &[(1, 2, VALUE), (1, rank, 2 * VALUE)],
                    true,
                )
            };
            comps.extend(bounds);
            comps.push(ConstInit::Int(0));
        }
        let tname = def.name.to_ascii_lowercase();
        let n = order.len() as i128;
        let comps = self.words_global(&format!(".typeinfo.{tag}.{tname}.c"), comps);
        let name = self.ctx.string(self.b.module, tname.as_bytes());
        let mut w = Vec::new();
        w.extend(descriptor(
            ConstInit::Int(0),
            BINDING,
            CFI_STRUCT,
            &[(1, 0, BINDING)],
            true,
        ));
        w.extend(descriptor(
            ConstInit::GlobalAddr(name, 0),
            tname.len() as i128,
            CFI_CHAR,
            &[],
            false,
        ));
        w.push(ConstInit::Int(size));
        w.extend(descriptor(
            ConstInit::Int(0),
            DERIVED_TYPE,
            CFI_STRUCT,
            &[],
            true,
        ));
        w.extend(descriptor(
            ConstInit::Int(0),
            8,
            CFI_INT8,
            &[(1, 0, 8)],
            false,
        ));
        w.extend(descriptor(
            ConstInit::Int(0),
            1,
            CFI_INT1,
            &[(1, 0, 1)],
            false,
        ));
        w.extend(descriptor(
            ConstInit::GlobalAddr(comps, 0),
            COMPONENT,
            CFI_STRUCT,
            &[(0, n, COMPONENT)],
            true,
        ));
        w.extend(descriptor(
            ConstInit::Int(0),
            PROC_PTR,
            CFI_STRUCT,
            &[(1, 0, PROC_PTR)],
            true,
        ));
        w.extend(descriptor(
            ConstInit::Int(0),
            SPECIAL,
            CFI_STRUCT,
            &[(1, 0, SPECIAL)],
            true,
        ));
        // specialBitSet 0, no parent, no initialization, destruction or finalization needed,
        // no defined assignment.
        w.push(ConstInit::Int(1 << 40 | 1 << 48 | 1 << 56));
        w.push(ConstInit::Int(1));
        let g = self.words_global(&format!(".typeinfo.{tag}.{tname}"), w);
        self.ctx.type_infos.insert(t, g);
        g
    }

    /// A descriptor of the scalar derived-type variable at `addr` of type `t` with the
    /// addendum naming its type information.
    pub(super) fn derived_descriptor(&mut self, addr: Value, t: u32) -> Value {
        let i8t = self.b.module.i8();
        let size = oxacc_oir::var::descriptor::size(0);
        let arr = self.b.module.array(i8t, size + 16);
        let desc = self.entry_alloca(arr);
        let st = self.ctx.derived[t as usize];
        let bytes = self.b.module.types.size_of(st) as i64;
        let elem_len = self.i64c(bytes);
        self.write_descriptor(desc, addr, elem_len, &[], 0);
        self.add_type_addendum(desc, 0, t);
        desc
    }

    /// A descriptor of the array of derived type `e` (type `t`) with the addendum naming its
    /// type information, and the array's own lower bounds (NAMELIST input subscripts
    /// `crew(0)%id = 5` count from them, §13.11.3.3).
    pub(super) fn derived_array_descriptor(&mut self, e: &Expr, t: u32) -> Value {
        let rank = e.rank;
        let plain = self.descriptor_of(e);
        let i8t = self.b.module.i8();
        let size = oxacc_oir::var::descriptor::size(rank);
        let arr = self.b.module.array(i8t, size + 16);
        let desc = self.entry_alloca(arr);
        let n = self.i64c(size as i64);
        self.b.memcpy(desc, plain, n);
        if let ExprKind::Var(id) = e.kind {
            if let Some(info) = self.var(id) {
                for (k, &(lo, _)) in info.dims.iter().enumerate() {
                    let a = self.field(
                        desc,
                        oxacc_oir::var::descriptor::dim_field(
                            k as u8,
                            oxacc_oir::var::descriptor::LOWER_BOUND,
                        ),
                    );
                    self.b.store(lo, a);
                }
            }
        }
        self.add_type_addendum(desc, rank, t);
        desc
    }

    /// Marks the descriptor at `desc` (of `rank`) as one of derived type `t` with an
    /// addendum pointing at the type's information (`runtime/descriptor.h`).
    fn add_type_addendum(&mut self, desc: Value, rank: u8, t: u32) {
        let info = self.derived_type_info(t);
        let i8t = self.b.module.i8();
        let size = oxacc_oir::var::descriptor::size(rank);
        let v = self.b.iconst(i8t, CFI_STRUCT);
        let a = self.field(desc, oxacc_oir::var::descriptor::TYPE);
        self.b.store(v, a);
        let one = self.b.iconst(i8t, 1);
        let a = self.field(desc, oxacc_oir::var::descriptor::EXTRA);
        self.b.store(one, a);
        let off = self.i64c(size as i64);
        let add = self.b.ptr_add(desc, off);
        let g = self.b.global_addr(info);
        self.b.store(g, add);
        let off8 = self.i64c(size as i64 + 8);
        let lenp = self.b.ptr_add(desc, off8);
        let zero = self.i64c(0);
        self.b.store(zero, lenp);
    }
}
