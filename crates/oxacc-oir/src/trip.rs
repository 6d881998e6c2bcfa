//! The trip count of a counted loop, the one rule shared by the device loops of acc-outline
//! (and so grid3's launch extents) and the OpenMP iterator spaces of the front ends
//! (oxacc-offload's `omp_iterator`), whichever way they build instructions.

use crate::{BinOp, CastOp, FunctionBuilder, InstKind, IntCC, TypeId, Value};

/// Something that appends value-producing instructions to a body: a [`FunctionBuilder`], or
/// acc's insertion cursor over a body taken out of its module.
pub trait ValueSink {
    fn emit(&mut self, kind: InstKind, ty: TypeId) -> Value;
    fn i64_type(&mut self) -> TypeId;
    fn i1_type(&mut self) -> TypeId;
    /// An integer sign-extended (zero-extended from i1) or truncated to i64.
    fn to_i64(&mut self, v: Value) -> Value;
}

impl ValueSink for FunctionBuilder<'_> {
    fn emit(&mut self, kind: InstKind, ty: TypeId) -> Value {
        self.push_value(kind, ty)
    }
    fn i64_type(&mut self) -> TypeId {
        self.module.i64()
    }
    fn i1_type(&mut self) -> TypeId {
        self.module.i1()
    }
    fn to_i64(&mut self, v: Value) -> Value {
        let i64t = self.module.i64();
        let op = match self.module.types.int_width(self.value_type(v)) {
            Some(64) | None => return v,
            Some(1) => CastOp::ZExt,
            Some(w) if w < 64 => CastOp::SExt,
            Some(_) => CastOp::Trunc,
        };
        self.cast(op, v, i64t)
    }
}

/// The number of values `lo`, `lo + st`, … below `hi` (above it for a negative `st`): the
/// iterations of `for (i = lo; i < hi; i += st)` with the upper bound exclusive, as `acc.loop`
/// holds it, and the points of an OpenMP iterator `lo : hi : st` (5.0 §2.1.6); none when the
/// range is empty or runs the other way. Answers `lo` and `st` widened to i64 (integers of any
/// width are taken) and the count. A zero step divides by zero (undefined for loops; callers
/// for which it must not trap replace it first).
pub fn trip_count(
    s: &mut impl ValueSink,
    lo: Value,
    hi: Value,
    st: Value,
) -> (Value, Value, Value) {
    let i64t = s.i64_type();
    let i1 = s.i1_type();
    let int = |s: &mut _, kind| ValueSink::emit(s, kind, i64t);
    let bin = |op, lhs, rhs| InstKind::Binary {
        op,
        lhs,
        rhs,
        nsw: false,
    };
    let sel = |cond, then_val, else_val| InstKind::Select {
        cond,
        then_val,
        else_val,
    };
    let gt = |lhs, rhs| InstKind::ICmp {
        cc: IntCC::Sgt,
        lhs,
        rhs,
    };
    let zero = int(s, InstKind::IConst(0));
    let one = int(s, InstKind::IConst(1));
    let lo = s.to_i64(lo);
    let hi = s.to_i64(hi);
    let st = s.to_i64(st);
    // step > 0: hi > lo ? (hi - lo + st - 1) / st : 0
    // step < 0: lo > hi ? (lo - hi - st - 1) / -st : 0
    let up = s.emit(gt(st, zero), i1);
    let a = int(s, bin(BinOp::Sub, hi, lo));
    let a = int(s, bin(BinOp::Add, a, st));
    let a = int(s, bin(BinOp::Sub, a, one));
    let neg = int(s, bin(BinOp::Sub, zero, st));
    let stq = int(s, sel(up, st, neg));
    let b = int(s, bin(BinOp::Sub, lo, hi));
    let b = int(s, bin(BinOp::Sub, b, st));
    let b = int(s, bin(BinOp::Sub, b, one));
    let num = int(s, sel(up, a, b));
    let nonempty_up = s.emit(gt(hi, lo), i1);
    let nonempty_down = s.emit(gt(lo, hi), i1);
    let nonempty = s.emit(sel(up, nonempty_up, nonempty_down), i1);
    let q = int(s, bin(BinOp::SDiv, num, stq));
    (lo, st, int(s, sel(nonempty, q, zero)))
}
