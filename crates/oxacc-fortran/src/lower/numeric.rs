//! Intrinsics on the representation of numbers: the model-number functions of reals
//! (EXPONENT, FRACTION, SPACING, …, through libm) and the bit shifts whose edge cases LLVM's
//! shifts leave undefined (SHIFTL/SHIFTR/SHIFTA by bit_size, ISHFTC, IBITS).

use oxacc_oir::{BinOp, FloatCC, IntCC, IntrinsicOp, Value};

use super::func::FnLower;
use crate::sema::intrinsics::Intrinsic;

impl FnLower<'_, '_, '_> {
    /// The model-number functions (§16.4 model: x = f · 2^e, f in [0.5, 1)) through libm's
    /// ilogb, ldexp and nextafter; EXPONENT gives an `i32`.
    pub(super) fn model_number(&mut self, op: Intrinsic, x: Value, second: Option<Value>) -> Value {
        use oxacc_oir::MathFn;
        use Intrinsic as I;
        let t = self.b.value_type(x);
        let i32t = self.b.module.i32();
        let single = self.b.module.types.size_of(t) == 4;
        let digits = if single { 24 } else { 53 };
        let tiny = if single {
            f64::from(f32::MIN_POSITIVE)
        } else {
            f64::MIN_POSITIVE
        };
        let libm = |s: &mut Self, f: MathFn, args: &[Value], ty| {
            s.b.intrinsic(IntrinsicOp::Libm(f), args, Some(ty))
                .expect("libm result")
        };
        let fzero = self.b.fconst(t, 0.0);
        let izero = self.b.iconst(i32t, 0);
        let is_zero = self.b.fcmp(FloatCC::Oeq, x, fzero);
        // EXPONENT: ilogb(x) + 1, 0 for zero.
        let e = libm(self, MathFn::Ilogb, &[x], i32t);
        let one = self.b.iconst(i32t, 1);
        let e = self.b.binary(BinOp::Add, e, one);
        let e = self.b.select(is_zero, izero, e);
        let neg_e = self.b.binary(BinOp::Sub, izero, e);
        let fraction = libm(self, MathFn::Ldexp, &[x, neg_e], t);
        match op {
            I::Exponent => e,
            I::Fraction => fraction,
            I::Scale => libm(self, MathFn::Ldexp, &[x, second.unwrap_or(izero)], t),
            I::SetExponent => {
                let r = libm(self, MathFn::Ldexp, &[fraction, second.unwrap_or(izero)], t);
                self.b.select(is_zero, fzero, r)
            }
            I::Rrspacing => {
                let a = libm(self, MathFn::Fabs, &[fraction], t);
                let d = self.b.iconst(i32t, digits);
                let r = libm(self, MathFn::Ldexp, &[a, d], t);
                self.b.select(is_zero, fzero, r)
            }
            I::Spacing => {
                let d = self.b.iconst(i32t, digits);
                let p = self.b.binary(BinOp::Sub, e, d);
                let fone = self.b.fconst(t, 1.0);
                let r = libm(self, MathFn::Ldexp, &[fone, p], t);
                let tiny = self.b.fconst(t, tiny);
                let small = self.b.fcmp(FloatCC::Olt, r, tiny);
                let r = self.b.select(small, tiny, r);
                self.b.select(is_zero, tiny, r)
            }
            _ => {
                // NEAREST: the next machine number toward the sign of S.
                let inf = self.b.fconst(t, f64::INFINITY);
                let dir = libm(self, MathFn::Copysign, &[inf, second.unwrap_or(fzero)], t);
                libm(self, MathFn::Nextafter, &[x, dir], t)
            }
        }
    }

    /// SHIFTL/SHIFTR/SHIFTA (a shift by bit_size is defined: 0, or the sign for SHIFTA),
    /// ISHFTC (rotation of the rightmost `size` bits, the others kept) and IBITS.
    pub(super) fn bit_shift(
        &mut self,
        op: Intrinsic,
        i: Value,
        n: Value,
        third: Option<Value>,
    ) -> Value {
        use Intrinsic as I;
        let t = self.b.value_type(i);
        let bits = i128::from(self.b.module.types.size_of(t) * 8);
        let zero = self.b.iconst(t, 0);
        let one = self.b.iconst(t, 1);
        let all = self.b.iconst(t, -1);
        let width = self.b.iconst(t, bits);
        let top = self.b.iconst(t, bits - 1);
        // A mask of the rightmost `len` bits, `len` in 0..=bits.
        let low_mask = |s: &mut Self, len: Value| {
            let m = s.b.binary(BinOp::Shl, one, len);
            let m = s.b.binary(BinOp::Sub, m, one);
            let full = s.b.icmp(IntCC::Sge, len, width);
            s.b.select(full, all, m)
        };
        match op {
            I::Shiftl | I::Shiftr | I::Shifta => {
                let inside = self.b.icmp(IntCC::Slt, n, width);
                let safe = self.b.select(inside, n, top);
                let (bop, past) = match op {
                    I::Shiftl => (BinOp::Shl, zero),
                    I::Shiftr => (BinOp::LShr, zero),
                    _ => (BinOp::AShr, self.b.binary(BinOp::AShr, i, top)),
                };
                let r = self.b.binary(bop, i, safe);
                self.b.select(inside, r, past)
            }
            I::Ibits => {
                let len = third.unwrap_or(zero);
                let inside = self.b.icmp(IntCC::Slt, n, width);
                let safe = self.b.select(inside, n, top);
                let v = self.b.binary(BinOp::LShr, i, safe);
                let v = self.b.select(inside, v, zero);
                let mask = low_mask(self, len);
                self.b.binary(BinOp::And, v, mask)
            }
            _ => {
                // ISHFTC: s = shift mod size in 0..size; rot = (v << s | v >> (size - s)).
                let size = third.unwrap_or(width);
                let mask = low_mask(self, size);
                let v = self.b.binary(BinOp::And, i, mask);
                let r = self.b.binary(BinOp::SRem, n, size);
                let r2 = self.b.binary(BinOp::Add, r, size);
                let s = self.b.binary(BinOp::SRem, r2, size);
                let left = self.b.binary(BinOp::Shl, v, s);
                let back = self.b.binary(BinOp::Sub, size, s);
                let back_ok = self.b.icmp(IntCC::Slt, back, width);
                let back_safe = self.b.select(back_ok, back, zero);
                let right = self.b.binary(BinOp::LShr, v, back_safe);
                let right = self.b.select(back_ok, right, zero);
                let rot = self.b.binary(BinOp::Or, left, right);
                let rot = self.b.binary(BinOp::And, rot, mask);
                let keep = self.b.binary(BinOp::Xor, mask, all);
                let kept = self.b.binary(BinOp::And, i, keep);
                self.b.binary(BinOp::Or, kept, rot)
            }
        }
    }
}
