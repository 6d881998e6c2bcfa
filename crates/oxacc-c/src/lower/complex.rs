//! Complex arithmetic (C17 §6.2.5p13, §6.3.1.6–7, Annex G): a complex value is a pair of
//! floats in memory (the two-field struct the psABI classifies like gcc). Multiplication and
//! division call libgcc's `__mulXc3`/`__divXc3`, as gcc does, so that results (infinities,
//! NaNs, rounding of the scaled division) are bit-identical to a gcc build.

use oxacc_oir::{BinOp, FloatCC, Value};

use super::expr::Val;
use super::FnCx;
use crate::ast::{BinaryOp, ExprId, UnaryOp};
use crate::types::{FloatKind, TypeId, TypeKind};

impl FnCx<'_, '_> {
    /// The real type of a complex (or real) type.
    fn part_ty(&mut self, ty: TypeId) -> TypeId {
        match self.cx.types.float_kind(ty) {
            Some(f) => self.cx.types.mk(TypeKind::Float(f)),
            None => TypeId::DOUBLE,
        }
    }

    pub(crate) fn complex_parts(&mut self, v: Val, ty: TypeId) -> (Value, Value) {
        let pt = self.part_ty(ty);
        let t = self.cx.val_ty(self.b.module, pt);
        let size = self.cx.size(pt);
        match v {
            Val::Mem(a) => {
                let re = self.b.load(t, a);
                let ia = self.offset_ptr(a, size);
                let im = self.b.load(t, ia);
                (re, im)
            }
            _ => {
                let z = self.b.fconst(t, 0.0);
                (z, z)
            }
        }
    }

    pub(crate) fn make_complex(&mut self, re: Value, im: Value, ty: TypeId) -> Val {
        let oty = self.cx.oir_ty(self.b.module, ty);
        let tmp = self.entry_alloca(oty);
        self.b.store(re, tmp);
        let size = self.cx.size(ty) / 2;
        let ia = self.offset_ptr(tmp, size);
        self.b.store(im, ia);
        Val::Mem(tmp)
    }

    pub(crate) fn imaginary(&mut self, ty: TypeId, value: f64) -> Val {
        let pt = self.part_ty(ty);
        let t = self.cx.val_ty(self.b.module, pt);
        let re = self.b.fconst(t, 0.0);
        let im = self.b.fconst(t, value);
        self.make_complex(re, im, ty)
    }

    /// Conversions into, out of and between complex types (§6.3.1.6, §6.3.1.7).
    pub(crate) fn convert_complex(&mut self, v: Val, from: TypeId, to: TypeId) -> Val {
        let t = &self.cx.types;
        let (fc, tc) = (t.is_complex(from), t.is_complex(to));
        if matches!(t.kind(to), TypeKind::Bool) {
            let c = self.complex_truth(v, from);
            let tt = self.cx.val_ty(self.b.module, to);
            return Val::Scalar(self.b.cast(oxacc_oir::CastOp::ZExt, c, tt));
        }
        let (fp, tp) = (self.part_ty(from), self.part_ty(to));
        match (fc, tc) {
            (true, true) => {
                let (re, im) = self.complex_parts(v, from);
                let re = self.convert_scalar(re, fp, tp);
                let im = self.convert_scalar(im, fp, tp);
                self.make_complex(re, im, to)
            }
            (false, true) => {
                let Val::Scalar(x) = v else { return v };
                let re = self.convert_scalar(x, from, tp);
                let t = self.cx.val_ty(self.b.module, tp);
                let z = self.b.fconst(t, 0.0);
                self.make_complex(re, z, to)
            }
            (true, false) => {
                let (re, _) = self.complex_parts(v, from);
                Val::Scalar(self.convert_scalar(re, fp, to))
            }
            (false, false) => v,
        }
    }

    pub(crate) fn complex_truth(&mut self, v: Val, ty: TypeId) -> Value {
        let (re, im) = self.complex_parts(v, ty);
        let t = self.b.value_type(re);
        let z = self.b.fconst(t, 0.0);
        let a = self.b.fcmp(FloatCC::Une, re, z);
        let b = self.b.fcmp(FloatCC::Une, im, z);
        self.b.binary(BinOp::Or, a, b)
    }

    pub(crate) fn complex_neg(&mut self, v: Val, ty: TypeId) -> Val {
        let (re, im) = self.complex_parts(v, ty);
        let (re, im) = (self.b.fneg(re), self.b.fneg(im));
        self.make_complex(re, im, ty)
    }

    pub(crate) fn complex_conj(&mut self, v: Val, ty: TypeId) -> Val {
        let (re, im) = self.complex_parts(v, ty);
        let im = self.b.fneg(im);
        self.make_complex(re, im, ty)
    }

    pub(crate) fn complex_add_real(&mut self, v: Val, one: Value, ty: TypeId) -> Val {
        let (re, im) = self.complex_parts(v, ty);
        let re = self.b.binary(BinOp::FAdd, re, one);
        self.make_complex(re, im, ty)
    }

    /// `__real__`/`__imag__` of an rvalue (lvalues go through [`FnCx::lvalue`]).
    pub(crate) fn real_imag(&mut self, op: UnaryOp, operand: ExprId, ty: TypeId) -> Val {
        let ot = self.cx.ast[operand].ty;
        let v = self.rvalue(operand);
        if self.cx.types.is_complex(ot) {
            let (re, im) = self.complex_parts(v, ot);
            return Val::Scalar(if op == UnaryOp::Real { re } else { im });
        }
        if op == UnaryOp::Real {
            return v;
        }
        let t = self.cx.val_ty(self.b.module, ty);
        if self.b.module.types.is_float(t) {
            Val::Scalar(self.b.fconst(t, 0.0))
        } else {
            Val::Scalar(self.b.iconst(t, 0))
        }
    }

    /// Binary operators with complex operands (both already of the common type `ty`).
    pub(crate) fn complex_binary(
        &mut self,
        op: BinaryOp,
        a: Val,
        b: Val,
        ty: TypeId,
        result: TypeId,
    ) -> Val {
        let (ar, ai) = self.complex_parts(a, ty);
        let (br, bi) = self.complex_parts(b, ty);
        match op {
            BinaryOp::Add | BinaryOp::Sub => {
                let fop = if op == BinaryOp::Add {
                    BinOp::FAdd
                } else {
                    BinOp::FSub
                };
                let re = self.b.binary(fop, ar, br);
                let im = self.b.binary(fop, ai, bi);
                self.make_complex(re, im, result)
            }
            BinaryOp::Eq | BinaryOp::Ne => {
                let cc = if op == BinaryOp::Eq {
                    FloatCC::Oeq
                } else {
                    FloatCC::Une
                };
                let x = self.b.fcmp(cc, ar, br);
                let y = self.b.fcmp(cc, ai, bi);
                let c = if op == BinaryOp::Eq {
                    self.b.binary(BinOp::And, x, y)
                } else {
                    self.b.binary(BinOp::Or, x, y)
                };
                let i32t = self.b.module.i32();
                Val::Scalar(self.b.cast(oxacc_oir::CastOp::ZExt, c, i32t))
            }
            BinaryOp::Mul | BinaryOp::Div => self.complex_libcall(op, [ar, ai, br, bi], ty),
            // Sema admits no other operator on complex operands (§6.5.5–§6.5.9).
            _ => self.undef_of(result),
        }
    }

    /// `__muldc3`/`__divdc3` and friends from libgcc (what gcc emits); `long double` uses
    /// the textbook formulas because its complex results cannot be returned yet.
    fn complex_libcall(&mut self, op: BinaryOp, args: [Value; 4], ty: TypeId) -> Val {
        let kind = self.cx.types.float_kind(ty).unwrap_or(FloatKind::Double);
        let suffix = match kind {
            FloatKind::Float => "sc3",
            FloatKind::Double => "dc3",
            _ => return self.complex_textbook(op, args, ty),
        };
        let name = format!(
            "__{}{}",
            if op == BinaryOp::Mul { "mul" } else { "div" },
            suffix
        );
        let part = self.b.value_type(args[0]);
        let ret = self.cx.oir_ty(self.b.module, ty);
        let f = match self.b.module.func_by_name(&name) {
            Some(f) => f,
            None => {
                let sig = self.b.module.func_type(&[part; 4], ret, false);
                self.b.module.declare_func(&name, sig)
            }
        };
        let r = self.b.call(f, &args);
        let tmp = self.entry_alloca(ret);
        if let Some(r) = r {
            self.b.store(r, tmp);
        }
        Val::Mem(tmp)
    }

    fn complex_textbook(&mut self, op: BinaryOp, [a, b, c, d]: [Value; 4], ty: TypeId) -> Val {
        let ac = self.b.binary(BinOp::FMul, a, c);
        let bd = self.b.binary(BinOp::FMul, b, d);
        let ad = self.b.binary(BinOp::FMul, a, d);
        let bc = self.b.binary(BinOp::FMul, b, c);
        if op == BinaryOp::Mul {
            let re = self.b.binary(BinOp::FSub, ac, bd);
            let im = self.b.binary(BinOp::FAdd, ad, bc);
            return self.make_complex(re, im, ty);
        }
        let cc = self.b.binary(BinOp::FMul, c, c);
        let dd = self.b.binary(BinOp::FMul, d, d);
        let den = self.b.binary(BinOp::FAdd, cc, dd);
        let rn = self.b.binary(BinOp::FAdd, ac, bd);
        let inn = self.b.binary(BinOp::FSub, bc, ad);
        let re = self.b.binary(BinOp::FDiv, rn, den);
        let im = self.b.binary(BinOp::FDiv, inn, den);
        self.make_complex(re, im, ty)
    }
}
