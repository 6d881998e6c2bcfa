//! EXP, LOG, SQRT, SIN and COS of a complex argument (Fortran 2018 §16.9.74, 119, 180, 175,
//! 55) written with the real functions of libm, which have device versions (the math
//! intrinsics of OIR), instead of C99's `cexp` & co., which a GPU kernel cannot call: a
//! spectral code's `exp(cmplx(0, -2*pi*k*j/n))` in a compute region would otherwise run on
//! the host only.

use oxacc_oir::{BinOp, FloatCC, IntrinsicOp, MathFn, Value};

use super::expr::Val;
use super::func::FnLower;

impl FnLower<'_, '_, '_> {
    /// `name(re + i·im)` for the names of `COMPLEX_LIBM`; None for another name.
    pub(super) fn complex_math(&mut self, name: &str, re: Value, im: Value) -> Option<Val> {
        let t = self.b.value_type(re);
        let f = |fl: &mut Self, m: MathFn, args: &[Value]| {
            fl.b.intrinsic(IntrinsicOp::Libm(m), args, Some(t))
                .expect("result")
        };
        let zero = self.b.fconst(t, 0.0);
        // exp: an imaginary part of zero stays zero (`exp((x, 0))` of a large x is (inf, 0),
        // not (inf, nan)), as C99 Annex G has it.
        let im_zero = self.b.fcmp(FloatCC::Oeq, im, zero);
        Some(match name {
            "exp" => {
                let ea = f(self, MathFn::Exp, &[re]);
                let c = f(self, MathFn::Cos, &[im]);
                let s = f(self, MathFn::Sin, &[im]);
                let r = self.b.binary(BinOp::FMul, ea, c);
                let i = self.b.binary(BinOp::FMul, ea, s);
                Val::C(r, self.b.select(im_zero, im, i))
            }
            "sin" | "cos" => {
                // sin(a+ib) = sin a cosh b + i cos a sinh b; cos(a+ib) = cos a cosh b − i sin a sinh b
                let sa = f(self, MathFn::Sin, &[re]);
                let ca = f(self, MathFn::Cos, &[re]);
                let chb = f(self, MathFn::Cosh, &[im]);
                let shb = f(self, MathFn::Sinh, &[im]);
                // cos a and sin a are finite: the products keep the sign of a zero b.
                if name == "sin" {
                    let r = self.b.binary(BinOp::FMul, sa, chb);
                    let i = self.b.binary(BinOp::FMul, ca, shb);
                    Val::C(r, i)
                } else {
                    let r = self.b.binary(BinOp::FMul, ca, chb);
                    let p = self.b.binary(BinOp::FMul, sa, shb);
                    Val::C(r, self.b.fneg(p))
                }
            }
            "log" => {
                let m = f(self, MathFn::Hypot, &[re, im]);
                let r = f(self, MathFn::Log, &[m]);
                let i = f(self, MathFn::Atan2, &[im, re]);
                Val::C(r, i)
            }
            "sqrt" => {
                // t = sqrt((|a| + |z|) / 2); a ≥ 0: (t, b / 2t), else (|b| / 2t, ±t with b's sign).
                let m = f(self, MathFn::Hypot, &[re, im]);
                let a = f(self, MathFn::Fabs, &[re]);
                let sum = self.b.binary(BinOp::FAdd, a, m);
                let half = self.b.fconst(t, 0.5);
                let h = self.b.binary(BinOp::FMul, sum, half);
                let root = f(self, MathFn::Sqrt, &[h]);
                let two = self.b.binary(BinOp::FAdd, root, root);
                let q = self.b.binary(BinOp::FDiv, im, two);
                let bq = f(self, MathFn::Fabs, &[q]);
                let signed = f(self, MathFn::Copysign, &[root, im]);
                let pos = self.b.fcmp(FloatCC::Oge, re, zero);
                let r = self.b.select(pos, root, bq);
                let i = self.b.select(pos, q, signed);
                // sqrt(0 ± 0i) = 0 ± 0i (the quotient above is 0/0).
                let re_zero = self.b.fcmp(FloatCC::Oeq, re, zero);
                let both = self.b.binary(BinOp::And, re_zero, im_zero);
                Val::C(self.b.select(both, zero, r), self.b.select(both, im, i))
            }
            _ => return None,
        })
    }
}
