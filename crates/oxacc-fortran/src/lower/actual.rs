//! Actual arguments of explicit-shape, assumed-size and scalar dummies (Fortran 2018
//! §15.5.2.4): the procedure receives an address. An array dummy of these kinds is a
//! contiguous sequence of elements (sequence association, §15.5.2.11), so an actual array
//! that is not contiguous is copied into a temporary before the call and back after it.
//!
//! Whether an array is contiguous is known when it is compiled for explicit-shape and
//! allocatable arrays and their unit-stride sections. A pointer array, an assumed-shape
//! dummy and the sections of either are reached through a descriptor whose strides are only
//! known at run time: as gfortran does (`_gfortran_internal_pack`), the strides are checked
//! before the call and a contiguous array is passed as it is. That matters beyond speed: a
//! pointer associated by C_F_POINTER with memory that only a device can read (`acc_malloc`)
//! must reach a `deviceptr` dummy untouched, and the procedure's writes through the dummy
//! must be the actual's, not a copy's, while the call runs.

use oxacc_oir::{BinOp, IntCC, Value};

use super::expr::Val;
use super::func::FnLower;
use super::mem_type;
use super::runtime::{self, Rt};
use crate::sema::tree::{ArrayShape, Expr, ExprKind, Subscript};
use crate::sema::types::Type;

/// A section passed through a temporary: copied back into `section` after the call.
pub(crate) struct CopyBack {
    pub section: Expr,
    /// The temporary (the address that was passed).
    pub buf: Value,
    /// An `i1` set when the temporary was used: the copy-back runs only then. `None`: always
    /// (a section known not to be contiguous).
    pub packed: Option<Value>,
}

impl FnLower<'_, '_, '_> {
    /// The address passed for an actual argument: the variable itself, or a temporary holding
    /// the expression's value (§15.5.2.4); a temporary of a variable is copied back.
    pub fn actual_address(&mut self, a: &Expr) -> (Value, Option<Value>) {
        self.actual_address_for(a, true)
    }

    /// [`Self::actual_address`]; `copy_out` false for an INTENT(IN) dummy, whose temporary
    /// need not be copied back.
    pub fn actual_address_for(&mut self, a: &Expr, copy_out: bool) -> (Value, Option<Value>) {
        if self.strides_known_at_run_time(a) {
            return self.pass_if_contiguous(a, copy_out);
        }
        if self.alloc_component_desc(a).is_some() {
            // A whole allocatable component is contiguous: its storage is passed.
            return self.designator(a, &[]);
        }
        match &a.kind {
            ExprKind::Var(_) | ExprKind::Substring { .. } => self.designator(a, &[]),
            // A scalar component (`t(1)%field`, `s%n`) is a variable: passed by reference
            // (§15.5.2.4), so that the procedure's changes reach it.
            ExprKind::Component { .. } if a.rank == 0 => self.designator(a, &[]),
            ExprKind::Index { .. } if a.rank == 0 => self.designator(a, &[]),
            ExprKind::Index { subscripts, .. }
                if subscripts.iter().any(|s| s.vector().is_some()) =>
            {
                // A vector-subscripted section is not definable (§15.5.2.4): copied in only.
                let (ptr, count) = self.array_temp(a);
                self.owns_components(a, ptr, count);
                (ptr, None)
            }
            ExprKind::Index { subscripts, .. } if contiguous_section(subscripts) => {
                // `a(lo:hi)` or `a(lo:hi, j)`: the elements are contiguous; the first one's
                // address is the actual argument (sequence association, §15.5.2.11).
                let zero = self.i64c(0);
                self.designator(a, &[zero])
            }
            // `s%f(lo:hi, k)` of a scalar structure's allocatable or explicit-shape component:
            // contiguous as the same section of a variable, so passed in place; a temporary
            // would also hide the component's device copy from `present` in the procedure
            // and from `acc_is_present` (OpenACC 3.3 §2.7.5, §3.2.30).
            ExprKind::Component {
                base, subscripts, ..
            } if base.rank == 0
                && !subscripts.is_empty()
                && !self.is_pointer_component(a)
                && contiguous_section(subscripts) =>
            {
                let zero = self.i64c(0);
                self.designator(a, &[zero])
            }
            ExprKind::Index { .. } | ExprKind::Component { .. } if a.rank > 0 => {
                // A section with strides: copied in, and back after the call (§15.5.2.4),
                // which moves the copies of allocatable components back; else they go with
                // the temporary.
                let (ptr, count) = self.array_temp(a);
                if copy_out {
                    self.copy_back.push(CopyBack {
                        section: a.clone(),
                        buf: ptr,
                        packed: None,
                    });
                } else {
                    self.owns_components(a, ptr, count);
                }
                (ptr, None)
            }
            _ if a.rank > 0 => {
                // An array expression: evaluated into a contiguous temporary.
                let (ptr, count) = self.array_temp(a);
                self.owns_components(a, ptr, count);
                (ptr, None)
            }
            _ => {
                let v = self.eval(a, &[]);
                let owner = match a.ty {
                    Type::Derived(tid) if self.type_has_alloc(tid) => Some(tid),
                    _ => None,
                };
                match v {
                    Val::Ch { ptr, len } => (ptr, Some(len)),
                    // A function result is a temporary of its own: passed as it is, its
                    // allocatable components deallocated at the end of the statement.
                    Val::A(src) if owner.is_some() && matches!(a.kind, ExprKind::Call(..)) => {
                        if let Some(tid) = owner {
                            self.ctor_structs.push((tid, src));
                        }
                        (src, None)
                    }
                    v => {
                        let mt = mem_type(self.b.module, &self.ctx.derived, a.ty);
                        let slot = self.entry_alloca(mt);
                        self.store_val(a.ty, v, slot, None);
                        // The copy's allocatable components go at the end of the statement.
                        if let Some(tid) = owner {
                            self.ctor_structs.push((tid, slot));
                        }
                        (slot, None)
                    }
                }
            }
        }
    }

    /// Records that the temporary `buf` of `count` elements of `a` holds copies of their
    /// allocatable components that nothing takes back: they are deallocated with it at the
    /// end of the statement (`free_temps`).
    pub(super) fn owns_components(&mut self, a: &Expr, buf: Value, count: Value) {
        if matches!(a.ty, Type::Derived(tid) if self.type_has_alloc(tid)) {
            self.temp_owners.insert(buf, (a.ty, count));
        }
    }

    /// Whether `a` is an array whose contiguity is a run-time property: a pointer array or
    /// an assumed-shape dummy (whole, or a section without vector subscripts), or a whole
    /// pointer component.
    fn strides_known_at_run_time(&self, a: &Expr) -> bool {
        if a.rank == 0 {
            return false;
        }
        let through_descriptor = |id| {
            self.ctx.prog.pointers.contains(id)
                || matches!(
                    self.ctx.prog.symbol(*id).array,
                    Some(ArrayShape::Assumed { .. })
                )
        };
        match &a.kind {
            ExprKind::Var(id) => through_descriptor(id),
            ExprKind::Index { array, subscripts } => {
                through_descriptor(array) && subscripts.iter().all(|s| s.vector().is_none())
            }
            ExprKind::Component {
                base, subscripts, ..
            } => {
                subscripts.is_empty()
                    && base.rank == 0
                    && self.is_pointer_component(a)
                    && self.alloc_component_parts(a).is_some()
            }
            _ => false,
        }
    }

    /// Passes `a` as it is when its descriptor says it is contiguous, else a temporary copy
    /// (copied back after the call when `copy_out`). The temporary, or null, is freed at the
    /// end of the statement.
    fn pass_if_contiguous(&mut self, a: &Expr, copy_out: bool) -> (Value, Option<Value>) {
        let rank = a.rank as usize;
        let desc = self.descriptor_of(a);
        let info = self.load_descriptor(desc, rank, None, None);
        let elem_len = self.desc_elem_len(desc);
        let extents: Vec<Value> = info
            .dims
            .iter()
            .map(|d| d.1.unwrap_or_else(|| self.i64c(0)))
            .collect();
        let strides = info.strides.unwrap_or_default();
        let contiguous = self.is_contiguous(elem_len, &extents, &strides);
        let mut count = self.i64c(1);
        for &x in &extents {
            count = self.b.binary(BinOp::Mul, count, x);
        }
        let len =
            matches!(a.ty, crate::sema::types::Type::Character(_)).then(|| self.elem_char_len(a));
        let ptr = self.b.module.ptr();
        let pack = self.b.create_block();
        let join = self.b.create_block();
        let addr = self.b.add_block_param(join, ptr);
        let temp = self.b.add_block_param(join, ptr);
        let null = self.b.null();
        self.b
            .cond_br(contiguous, join, &[info.addr, null], pack, &[]);
        self.b.switch_to_block(pack);
        let mark = self.temps.len();
        let (buf, _) = self.array_temp(a);
        // The temporary lives until the end of the statement, where only `temp` (defined on
        // both paths) is freed; anything else made while packing is freed here.
        let made: Vec<Value> = self.temps.drain(mark..).filter(|&t| t != buf).collect();
        let free = runtime::func(self.b.module, "free", &[Rt::Ptr], Rt::Void);
        for t in made {
            self.b.call(free, &[t]);
        }
        self.b.br(join, &[buf, buf]);
        self.b.switch_to_block(join);
        self.temps.push(temp);
        if !copy_out {
            self.owns_components(a, temp, count);
        }
        if copy_out {
            let t1 = self.b.module.i1();
            let yes = self.b.iconst(t1, 1);
            let packed = self.b.binary(BinOp::Xor, contiguous, yes);
            self.copy_back.push(CopyBack {
                section: a.clone(),
                buf: addr,
                packed: Some(packed),
            });
        }
        (addr, len)
    }

    /// Whether an array of these extents and byte strides is contiguous in column-major
    /// order (§8.5.7): each dimension of more than one element has the stride of the
    /// elements before it; an empty array is.
    pub(super) fn is_contiguous(
        &mut self,
        elem_len: Value,
        extents: &[Value],
        strides: &[Value],
    ) -> Value {
        let t1 = self.b.module.i1();
        let mut ok = self.b.iconst(t1, 1);
        let mut empty = self.b.iconst(t1, 0);
        let mut expect = elem_len;
        let (zero, one) = (self.i64c(0), self.i64c(1));
        for (&ext, &sm) in extents.iter().zip(strides) {
            let single = self.b.icmp(IntCC::Sle, ext, one);
            let packed = self.b.icmp(IntCC::Eq, sm, expect);
            let dim_ok = self.b.binary(BinOp::Or, single, packed);
            ok = self.b.binary(BinOp::And, ok, dim_ok);
            let none = self.b.icmp(IntCC::Eq, ext, zero);
            empty = self.b.binary(BinOp::Or, empty, none);
            expect = self.b.binary(BinOp::Mul, expect, ext);
        }
        self.b.binary(BinOp::Or, ok, empty)
    }

    /// After the call: the temporary's elements stored back into the section it was made
    /// of (§15.5.2.4), when it was used.
    pub(super) fn copy_out(&mut self, cb: CopyBack) {
        let CopyBack {
            section,
            buf,
            packed,
        } = cb;
        let done = packed.map(|packed| {
            let copy = self.b.create_block();
            let done = self.b.create_block();
            self.b.cond_br(packed, copy, &[], done, &[]);
            self.b.switch_to_block(copy);
            done
        });
        let extents = self.shape_of(&section);
        let elem = mem_type(self.b.module, &self.ctx.derived, section.ty);
        let exts = extents.clone();
        let ty = section.ty;
        self.for_shape(&extents, &mut |fl, at| {
            let mut off = fl.i64c(0);
            let mut stride = fl.i64c(1);
            for (k, &j) in at.iter().enumerate() {
                let t = fl.b.binary(BinOp::Mul, j, stride);
                off = fl.b.binary(BinOp::Add, off, t);
                stride = fl.b.binary(BinOp::Mul, stride, exts[k]);
            }
            let src = fl.b.elem_addr(elem, buf, off);
            let v = fl.load_val(ty, src, None);
            let (dst, len) = fl.designator(&section, at);
            // The temporary's structures own copies of their components: moved back.
            fl.assign_val(ty, v, dst, len, true);
        });
        if let Some(done) = done {
            self.b.br(done, &[]);
            self.b.switch_to_block(done);
        }
    }
}

/// Whether a section is contiguous in memory: one unit-stride triplet in the first dimension,
/// scalar subscripts after it (§9.5.4 simply contiguous, for explicit-shape arrays).
fn contiguous_section(subs: &[Subscript]) -> bool {
    // Whole leading dimensions (`a(:, 2:5)`, `a(:, :, k)`) keep the rest contiguous.
    let whole = subs
        .iter()
        .take_while(|s| {
            matches!(
                s,
                Subscript::Range {
                    lower: None,
                    upper: None,
                    stride: None
                }
            )
        })
        .count();
    // `a(:, j)`, `a(:, :, k)`: whole leading dimensions then single subscripts are one block
    // (gfortran passes them without a temporary too; a copy would also hide the array's
    // device data from a `present` clause in the procedure, OpenACC 3.3 §2.7.5).
    if whole > 0 && subs[whole..].iter().all(|s| !s.is_section()) {
        return true;
    }
    let subs = match subs.get(whole) {
        Some(_) => &subs[whole..],
        None => &subs[whole.saturating_sub(1)..],
    };
    match subs.split_first() {
        Some((Subscript::Range { stride, .. }, rest)) => {
            stride
                .as_ref()
                .is_none_or(|s| crate::sema::tree_const_int(s) == Some(1))
                && rest.iter().all(|s| !s.is_section())
        }
        _ => false,
    }
}
