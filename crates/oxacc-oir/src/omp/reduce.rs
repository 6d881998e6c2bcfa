//! Reductions over arrays and array sections (OpenMP 4.5 §2.15.3.6: `reduction(+: a)` of an
//! array, `reduction(+: p[lo:n])` of a section of an array or of what a pointer points to):
//! each thread gets a private array of the covered elements at the operator's identity, its
//! uses of the variable are redirected into that copy (shifted so that `a[lo]` is the copy's
//! first element), and at the end of the construct the copies are combined element by element
//! into the original, one thread at a time.

use super::lower::kmpc;
use crate::acc::reduction::{combine_parts, load_parts, store_parts, unit_identity, unit_parts};
use crate::acc::{counted_loop, Ed};
use crate::directive::{ReductionOp, VarRef};
use crate::entity::{TypeId, Value};
use crate::inst::BinOp;
use crate::types::TypeKind;

pub(super) struct ArrayReduction {
    op: ReductionOp,
    parts: Vec<(u64, TypeId)>,
    /// Scalar units covered and the size of one.
    units: Value,
    unit_size: u64,
    /// The first covered element of the original and of the private copy.
    orig: Value,
    copy: Value,
    /// The copy came from `malloc` (a section, whose length is known at run time).
    heap: bool,
}

/// Whether `v` reduces an array or a section rather than a scalar.
pub(super) fn is_array(ed: &Ed, v: &VarRef) -> bool {
    !v.bounds.is_empty() || matches!(ed.m.types.kind(v.ty), TypeKind::Array { .. })
}

/// The private copy of array reduction variable `v`, initialised at the cursor; returns it
/// with the value that replaces `v.var` in the construct.
pub(super) fn privatize_array(
    ed: &mut Ed,
    op: ReductionOp,
    v: &VarRef,
) -> Option<(ArrayRed, Value)> {
    let parts = unit_parts(ed.m, op, v).ok()?;
    let outer = v.bounds.last().map_or(v.ty, |b| b.elem);
    let unit = crate::acc::reduction::strip_arrays(ed.m, outer);
    let unit_size = ed.m.types.size_of(unit).max(1);
    let (ptr, i64t) = (ed.m.ptr(), ed.m.i64());
    let (units, orig, copy, replacement, heap) = match v.bounds.as_slice() {
        [] => {
            let n = ed.m.types.size_of(v.ty) / unit_size;
            let units = ed.i64c(i128::from(n));
            let copy = ed.entry_alloca(v.ty);
            (units, v.var, copy, copy, false)
        }
        [b] => {
            let es = ed.m.types.size_of(b.elem);
            let es_v = ed.i64c(i128::from(es));
            let lower = ed.int_to(b.lower, 64);
            let len = ed.int_to(b.length, 64);
            let bytes = ed.bin(BinOp::Mul, len, es_v);
            let malloc = kmpc(ed, "malloc", &[i64t], ptr);
            let copy = ed.call(malloc, &[bytes])?;
            let per = ed.i64c(i128::from(es / unit_size));
            let units = ed.bin(BinOp::Mul, len, per);
            let base = if ed.m.types.is_ptr(v.ty) {
                ed.load(ptr, v.var)
            } else {
                v.var
            };
            let off = ed.bin(BinOp::Mul, lower, es_v);
            let orig = ed.ptradd_v(base, off);
            let zero = ed.i64c(0);
            let back = ed.bin(BinOp::Sub, zero, off);
            let shifted = ed.ptradd_v(copy, back);
            let descriptor =
                ed.b.var_at(v.var)
                    .and_then(|x| match x.shape {
                        crate::var::Shape::Descriptor { rank, .. } => Some(rank),
                        _ => None,
                    })
                    .filter(|_| ed.m.types.is_ptr(v.ty));
            let replacement = if let Some(rank) = descriptor {
                // A Fortran descriptor named as a pointer (the front end's `reduction_ref`):
                // the thread's copy of it, with the private elements as base address
                // (docs/design.md decision 60).
                let words = crate::var::descriptor::size(rank) / 8;
                let ty = ed.m.array(i64t, words);
                let slot = ed.entry_alloca(ty);
                for w in 0..words {
                    let from = ed.ptradd(v.var, 8 * i128::from(w));
                    let x = ed.load(i64t, from);
                    ed.store_at(x, slot, 8 * i128::from(w));
                }
                ed.store(shifted, slot);
                slot
            } else if ed.m.types.is_ptr(v.ty) {
                let slot = ed.entry_alloca(ptr);
                ed.store(shifted, slot);
                slot
            } else {
                shifted
            };
            (units, orig, copy, replacement, true)
        }
        _ => return None,
    };
    let usz = ed.i64c(i128::from(unit_size));
    let ps = parts.clone();
    counted_loop(ed, units, |ed, k| {
        let off = ed.bin(BinOp::Mul, k, usz);
        let p = ed.ptradd_v(copy, off);
        let id = unit_identity(ed, op, &ps);
        store_parts(ed, &ps, p, id);
    });
    Some((
        ArrayRed {
            op,
            parts,
            units,
            unit_size,
            orig,
            copy,
            heap,
        },
        replacement,
    ))
}

pub(super) type ArrayRed = ArrayReduction;

/// `orig[k] = orig[k] op copy[k]` for every unit (the caller holds the reduction lock).
pub(super) fn combine_array(ed: &mut Ed, a: &ArrayRed) {
    let usz = ed.i64c(i128::from(a.unit_size));
    counted_loop(ed, a.units, |ed, k| {
        let off = ed.bin(BinOp::Mul, k, usz);
        let o = ed.ptradd_v(a.orig, off);
        let c = ed.ptradd_v(a.copy, off);
        let x = load_parts(ed, &a.parts, o);
        let y = load_parts(ed, &a.parts, c);
        let r = combine_parts(ed, a.op, &x, &y);
        store_parts(ed, &a.parts, o, r);
    });
}

/// Gives back the heap copies once combined.
pub(super) fn release_array(ed: &mut Ed, a: &ArrayRed) {
    if a.heap {
        let (ptr, void) = (ed.m.ptr(), ed.m.void());
        let free = kmpc(ed, "free", &[ptr], void);
        ed.call(free, &[a.copy]);
    }
}
