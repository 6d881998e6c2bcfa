//! `_Float16` arithmetic as gcc does it on x86-64 without AVX512-FP16
//! (`-fexcess-precision=standard`): operations evaluate in `float` and the result is
//! rounded to `_Float16` only where the value is stored, passed, returned or cast to
//! `_Float16`; converting an unrounded result to another type (`float f = a * b;`,
//! `(double)(a + b)`, a comparison, a conversion to an integer) uses the `float` value.
//! Known difference: the arms of a `?:` of type `_Float16` are rounded (gcc keeps them in
//! `float` until the result is converted).

use oxacc_oir::{CastOp, TypeId as OTy, TypeKind as OKind, TypeTable as OTypes, Value};

use super::FnCx;
use crate::ast::{BinaryOp, CastKind, ExprId, ExprKind, UnaryOp};
use crate::types::TypeId;

/// Order of the OIR float types by precision (`f80` < `f128`, both 16 bytes).
pub(crate) fn float_rank(t: &OTypes, ty: OTy) -> u32 {
    match t.kind(ty) {
        OKind::F16 => 1,
        OKind::F32 => 2,
        OKind::F64 => 3,
        OKind::F80 => 4,
        OKind::F128 => 5,
        _ => 0,
    }
}

impl FnCx<'_, '_> {
    /// The `float` value of a `_Float16` arithmetic expression (`+ - * /`, unary `-`/`+`),
    /// without rounding; `None` for other expressions.
    pub(crate) fn f16_excess(&mut self, e: ExprId) -> Option<Value> {
        let ex = &self.cx.ast[e];
        if !self.cx.is_float16(ex.ty) {
            return None;
        }
        match ex.kind.clone() {
            ExprKind::Binary { op, lhs, rhs }
                if matches!(
                    op,
                    BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div
                ) =>
            {
                let a = self.f16_operand(lhs);
                let b = self.f16_operand(rhs);
                Some(self.arith(op, a, b, TypeId::FLOAT))
            }
            ExprKind::Unary {
                op: UnaryOp::Minus,
                operand,
            } => {
                let a = self.f16_operand(operand);
                Some(self.b.fneg(a))
            }
            ExprKind::Unary {
                op: UnaryOp::Plus,
                operand,
            } => Some(self.f16_operand(operand)),
            _ => None,
        }
    }

    /// An operand of `_Float16` arithmetic as a `float`: unrounded results stay so, and an
    /// integer converted for the operation goes straight to `float`.
    pub(crate) fn f16_operand(&mut self, e: ExprId) -> Value {
        if let Some(v) = self.f16_excess(e) {
            return v;
        }
        if let ExprKind::ImplicitCast {
            kind: CastKind::IntegralToFloating,
            operand,
        } = self.cx.ast[e].kind
        {
            let from = self.cx.ast[operand].ty;
            let x = self.scalar(operand);
            return self.convert_scalar(x, from, TypeId::FLOAT);
        }
        let x = self.scalar(e);
        let f32t = self.b.module.f32();
        self.b.cast(CastOp::FpExt, x, f32t)
    }

    /// A `_Float16` arithmetic expression's value rounded once to `_Float16`.
    pub(crate) fn f16_rounded(&mut self, e: ExprId) -> Option<Value> {
        let v = self.f16_excess(e)?;
        let f16t = self.b.module.f16();
        Some(self.b.cast(CastOp::FpTrunc, v, f16t))
    }

    /// The conversion of an unrounded `_Float16` result to another type `to`.
    pub(crate) fn f16_excess_to(&mut self, operand: ExprId, to: TypeId) -> Option<Value> {
        if self.cx.is_float16(to) || self.cx.types.is_complex(to) {
            return None;
        }
        if !self.cx.types.is_arithmetic(to)
            && !matches!(self.cx.types.kind(to), crate::types::TypeKind::Bool)
        {
            return None;
        }
        let v = self.f16_excess(operand)?;
        Some(self.convert_scalar(v, TypeId::FLOAT, to))
    }
}
