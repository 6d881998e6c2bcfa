//! GCC built-ins with inline expansions: floating-point classification (`__builtin_isnan`,
//! `isinf_sign`, `fpclassify`, `signbit`, … which glibc's `<math.h>` macros expand to, C17
//! §7.12.3), the quiet comparisons (§7.12.14), checked arithmetic
//! (`__builtin_add_overflow`, …), and `ffs`/`parity`.

use oxacc_oir::{BinOp, CastOp, FloatCC, IntCC, IntrinsicOp, Value};

use super::expr::Val;
use super::FnCx;
use crate::ast::{CastKind, ExprId, ExprKind};
use crate::types::TypeId;

impl FnCx<'_, '_> {
    /// The built-ins of this module; `None` when `base` is not one of them.
    pub(crate) fn inline_builtin(
        &mut self,
        base: &str,
        args: &[ExprId],
        ret: TypeId,
    ) -> Option<Val> {
        let v = match float_builtin_name(base) {
            "isnan" | "isinf" | "isinf_sign" | "isfinite" | "finite" | "isnormal" | "signbit" => {
                let (x, _) = self.float_operand(*args.first()?);
                let c = self.classify(base, x);
                Val::Scalar(self.extend_to(c, ret))
            }
            "fpclassify" if args.len() == 6 => self.fpclassify(args, ret),
            "isgreater" | "isgreaterequal" | "isless" | "islessequal" | "islessgreater"
            | "isunordered" => {
                let c = self.quiet_compare(base, args)?;
                Val::Scalar(self.extend_to(c, ret))
            }
            "add_overflow" | "sub_overflow" | "mul_overflow" if args.len() == 3 => {
                self.overflow(base, args, ret)
            }
            _ => match base {
                "ffs" | "ffsl" | "ffsll" | "parity" | "parityl" | "parityll" => {
                    self.ffs_parity(base, args, ret)?
                }
                _ => return None,
            },
        };
        Some(v)
    }

    /// A floating operand as the built-in sees it: type-generic, so the default argument
    /// promotion sema applied (the built-ins have no prototype) is looked through.
    fn float_operand(&mut self, a: ExprId) -> (Value, TypeId) {
        let inner = match &self.cx.ast[a].kind {
            ExprKind::ImplicitCast {
                kind: CastKind::FloatingCast,
                operand,
            } => *operand,
            _ => a,
        };
        let ty = self.cx.ast[inner].ty;
        let x = self.scalar(inner);
        if self.cx.types.is_integer(ty) {
            return (self.convert_scalar(x, ty, TypeId::DOUBLE), TypeId::DOUBLE);
        }
        (x, ty)
    }

    fn fabs(&mut self, x: Value) -> Value {
        let t = self.b.value_type(x);
        self.b
            .intrinsic(IntrinsicOp::Fabs, &[x], Some(t))
            .unwrap_or(x)
    }

    fn classify(&mut self, base: &str, x: Value) -> Value {
        let t = self.b.value_type(x);
        let name = float_builtin_name(base);
        match name {
            "isnan" => self.b.fcmp(FloatCC::Uno, x, x),
            "isinf" | "isinf_sign" => {
                let a = self.fabs(x);
                let inf = self.b.fconst(t, f64::INFINITY);
                let is_inf = self.b.fcmp(FloatCC::Oeq, a, inf);
                if name == "isinf" {
                    return is_inf;
                }
                // -1, 0 or 1, as an i32 made of two booleans.
                let i32t = self.b.module.i32();
                let neg = self.signbit(x);
                let inf_i = self.b.cast(CastOp::ZExt, is_inf, i32t);
                let neg_i = self.b.cast(CastOp::ZExt, neg, i32t);
                let two = self.b.iconst(i32t, 2);
                let m = self.b.binary(BinOp::Mul, neg_i, two);
                let one = self.b.iconst(i32t, 1);
                let sign = self.b.binary(BinOp::Sub, one, m);
                self.b.binary(BinOp::Mul, inf_i, sign)
            }
            "isfinite" | "finite" => {
                let a = self.fabs(x);
                let inf = self.b.fconst(t, f64::INFINITY);
                self.b.fcmp(FloatCC::Olt, a, inf)
            }
            "isnormal" => {
                let a = self.fabs(x);
                let inf = self.b.fconst(t, f64::INFINITY);
                let min = self.b.fconst(t, self.min_normal(t));
                let lo = self.b.fcmp(FloatCC::Oge, a, min);
                let hi = self.b.fcmp(FloatCC::Olt, a, inf);
                self.b.binary(BinOp::And, lo, hi)
            }
            _ => self.signbit(x),
        }
    }

    /// The least positive normal value of a float type. For x87 `long double` it is
    /// 2^-16382, which an f64 constant cannot hold: values between that and 2^-1022 are
    /// classified as subnormal (a known limit until OIR has extended constants).
    fn min_normal(&self, t: oxacc_oir::TypeId) -> f64 {
        match self.b.module.types.size_of(t) {
            4 => f64::from(f32::MIN_POSITIVE),
            _ => f64::MIN_POSITIVE,
        }
    }

    /// The sign bit (also of zeros and NaNs): `copysign(1, x) < 0`.
    fn signbit(&mut self, x: Value) -> Value {
        let t = self.b.value_type(x);
        let one = self.b.fconst(t, 1.0);
        let s = self
            .b
            .intrinsic(IntrinsicOp::Copysign, &[one, x], Some(t))
            .unwrap_or(one);
        let z = self.b.fconst(t, 0.0);
        self.b.fcmp(FloatCC::Olt, s, z)
    }

    fn extend_to(&mut self, c: Value, ret: TypeId) -> Value {
        let rt = self.cx.val_ty(self.b.module, ret);
        let ct = self.b.value_type(c);
        if ct == rt {
            return c;
        }
        let (cw, rw) = (
            self.b.module.types.int_width(ct).unwrap_or(1),
            self.b.module.types.int_width(rt).unwrap_or(32),
        );
        if cw == 1 {
            return self.b.cast(CastOp::ZExt, c, rt);
        }
        match cw.cmp(&rw) {
            std::cmp::Ordering::Less => self.b.cast(CastOp::SExt, c, rt),
            std::cmp::Ordering::Greater => self.b.cast(CastOp::Trunc, c, rt),
            std::cmp::Ordering::Equal => c,
        }
    }

    /// `__builtin_fpclassify(nan, inf, normal, subnormal, zero, x)`.
    fn fpclassify(&mut self, args: &[ExprId], ret: TypeId) -> Val {
        let codes: Vec<Value> = args[..5].iter().map(|&a| self.scalar(a)).collect();
        let (x, _) = self.float_operand(args[5]);
        let t = self.b.value_type(x);
        let a = self.fabs(x);
        let zero = self.b.fconst(t, 0.0);
        let is_zero = self.b.fcmp(FloatCC::Oeq, a, zero);
        let is_nan = self.b.fcmp(FloatCC::Uno, x, x);
        let inf = self.b.fconst(t, f64::INFINITY);
        let is_inf = self.b.fcmp(FloatCC::Oeq, a, inf);
        let min = self.b.fconst(t, self.min_normal(t));
        let is_sub = self.b.fcmp(FloatCC::Olt, a, min);
        let mut v = self.b.select(is_sub, codes[3], codes[2]);
        v = self.b.select(is_zero, codes[4], v);
        v = self.b.select(is_inf, codes[1], v);
        v = self.b.select(is_nan, codes[0], v);
        Val::Scalar(self.extend_to(v, ret))
    }

    fn quiet_compare(&mut self, base: &str, args: &[ExprId]) -> Option<Value> {
        let (a, at) = self.float_operand(*args.first()?);
        let (b, bt) = self.float_operand(*args.get(1)?);
        let common = if self.cx.types.size_of(at) >= self.cx.types.size_of(bt) {
            at
        } else {
            bt
        };
        let a = self.convert_scalar(a, at, common);
        let b = self.convert_scalar(b, bt, common);
        let cc = match base {
            "isgreater" => FloatCC::Ogt,
            "isgreaterequal" => FloatCC::Oge,
            "isless" => FloatCC::Olt,
            "islessequal" => FloatCC::Ole,
            "islessgreater" => FloatCC::One,
            _ => FloatCC::Uno,
        };
        Some(self.b.fcmp(cc, a, b))
    }

    /// `__builtin_OP_overflow(a, b, &r)`: the exact result computed in 128 bits, stored
    /// wrapped into `*r`; overflow when it does not fit `*r`'s type.
    fn overflow(&mut self, base: &str, args: &[ExprId], ret: TypeId) -> Val {
        let i128t = self.b.module.int(128);
        let mut wide = Vec::new();
        for &a in &args[..2] {
            let inner = match &self.cx.ast[a].kind {
                ExprKind::ImplicitCast {
                    kind: CastKind::IntegralCast,
                    operand,
                } => *operand,
                _ => a,
            };
            let t = self.cx.ast[inner].ty;
            let x = self.scalar(inner);
            wide.push(self.convert_scalar(x, t, TypeId::INT128));
        }
        let p = self.scalar(args[2]);
        let rt = self
            .cx
            .types
            .pointee(self.cx.ast[args[2]].ty)
            .unwrap_or(TypeId::INT);
        let op = match base.split('_').next() {
            Some("add") => BinOp::Add,
            Some("sub") => BinOp::Sub,
            _ => BinOp::Mul,
        };
        let exact = self.b.binary(op, wide[0], wide[1]);
        let stored = self.convert_scalar(exact, TypeId::INT128, rt);
        let back = self.convert_scalar(stored, rt, TypeId::INT128);
        self.b.store(stored, p);
        let mut ovf = self.b.icmp(IntCC::Ne, back, exact);
        // An unsigned 64-bit product may exceed 2^127 and wrap the 128-bit value negative.
        let unsigned_in = args[..2].iter().any(|&a| {
            !self.cx.is_signed(self.cx.ast[a].ty) && self.cx.int_bits(self.cx.ast[a].ty) == 64
        });
        if op == BinOp::Mul && unsigned_in {
            let z = self.b.iconst(i128t, 0);
            let neg = self.b.icmp(IntCC::Slt, exact, z);
            ovf = self.b.binary(BinOp::Or, ovf, neg);
        }
        Val::Scalar(self.extend_to(ovf, ret))
    }

    fn ffs_parity(&mut self, base: &str, args: &[ExprId], ret: TypeId) -> Option<Val> {
        let a = *args.first()?;
        let t = self.cx.ast[a].ty;
        let x = self.scalar(a);
        let xt = self.b.value_type(x);
        if base.starts_with("parity") {
            let c = self.b.intrinsic(IntrinsicOp::Ctpop, &[x], Some(xt))?;
            let one = self.b.iconst(xt, 1);
            let p = self.b.binary(BinOp::And, c, one);
            return Some(Val::Scalar(self.convert_scalar(p, t, ret)));
        }
        let tz = self.b.intrinsic(IntrinsicOp::Cttz, &[x], Some(xt))?;
        let one = self.b.iconst(xt, 1);
        let n = self.b.binary(BinOp::Add, tz, one);
        let z = self.b.iconst(xt, 0);
        let is_zero = self.b.icmp(IntCC::Eq, x, z);
        let r = self.b.select(is_zero, z, n);
        Some(Val::Scalar(self.convert_scalar(r, t, ret)))
    }
}

/// The name of a floating built-in without its `f`/`l` type suffix (`isinff` → `isinf`).
fn float_builtin_name(base: &str) -> &str {
    const NAMES: [&str; 14] = [
        "isnan",
        "isinf",
        "isinf_sign",
        "isfinite",
        "finite",
        "isnormal",
        "signbit",
        "fpclassify",
        "isgreater",
        "isgreaterequal",
        "isless",
        "islessequal",
        "islessgreater",
        "isunordered",
    ];
    if NAMES.contains(&base) {
        return base;
    }
    match base.strip_suffix('f').or_else(|| base.strip_suffix('l')) {
        Some(stem) if NAMES.contains(&stem) => stem,
        _ => base,
    }
}
