//! `_Float16` arithmetic as gcc does it on x86-64 without AVX512-FP16
//! (`-fexcess-precision=standard`): operations evaluate in `float` and the result is
//! rounded to `_Float16` only where the value is stored, passed, returned or cast to
//! `_Float16`; converting an unrounded result to another type (`float f = a * b;`,
//! `(double)(a + b)`, a comparison, a conversion to an integer) uses the `float` value.
//! The right operand of `,` and the arms of `?:` keep their excess precision; `x op= e`
//! computes `x op e` in `float` and converts it once to the type of `x`; a statement
//! expression's value is rounded (all as gcc 12 does). `_Float16` arguments of variadic
//! and unprototyped calls are not promoted (gcc passes them as `_Float16`).

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
            // gcc keeps the excess precision of the right operand of `,` and of the arms of
            // `?:` (c-typeck.cc: `build_compound_expr`, `build_conditional_expr`).
            ExprKind::Binary {
                op: BinaryOp::Comma,
                lhs,
                rhs,
            } => {
                self.rvalue(lhs);
                Some(self.f16_operand(rhs))
            }
            ExprKind::Conditional { cond, then, els } => {
                if then.is_none() && !self.cx.is_float16(self.cx.ast[cond].ty) {
                    return None;
                }
                Some(self.f16_conditional(cond, then, els))
            }
            _ => None,
        }
    }

    /// `c ? a : b` of type `_Float16` with the arms in `float`; `c ?: b` (GNU) with a
    /// `_Float16` condition, whose value is the `float` one.
    fn f16_conditional(&mut self, cond: ExprId, then: Option<ExprId>, els: ExprId) -> Value {
        let then_blk = self.b.create_block();
        let else_blk = self.b.create_block();
        let end = self.b.create_block();
        let f32t = self.b.module.f32();
        let res = self.b.add_block_param(end, f32t);
        let (c, gnu_value) = match then {
            Some(_) => (self.cond_value(cond), None),
            None => {
                let v = self.f16_operand(cond);
                (self.truth(v), Some(v))
            }
        };
        self.b.cond_br(c, then_blk, &[], else_blk, &[]);
        self.b.switch_to_block(then_blk);
        let tv = match (then, gnu_value) {
            (Some(t), _) => self.f16_operand(t),
            (None, Some(v)) => v,
            (None, None) => self.b.undef(f32t),
        };
        if self.is_open() {
            self.b.br(end, &[tv]);
        }
        self.b.switch_to_block(else_blk);
        let ev = self.f16_operand(els);
        if self.is_open() {
            self.b.br(end, &[ev]);
        }
        self.b.switch_to_block(end);
        res
    }

    /// `x op= e` computed in `_Float16` (`compute`): in `float`, as gcc does
    /// (`build_modify_expr` keeps the excess precision of `x op e`), then converted once to
    /// the type of `x`. `None` when `compute` is not `_Float16`.
    pub(crate) fn f16_compound(
        &mut self,
        op: BinaryOp,
        old: Value,
        lt: TypeId,
        rhs: ExprId,
        compute: TypeId,
    ) -> Option<Value> {
        if !self.cx.is_float16(compute)
            || !matches!(
                op,
                BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div
            )
        {
            return None;
        }
        let a = self.convert_scalar(old, lt, TypeId::FLOAT);
        let b = self.f16_operand(rhs);
        let r = self.arith(op, a, b, TypeId::FLOAT);
        Some(self.convert_scalar(r, TypeId::FLOAT, lt))
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
