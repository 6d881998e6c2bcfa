//! Constant expressions (C17 §6.6): integer constant expressions for array sizes, enumerators,
//! case labels, bit-field widths and static assertions; arithmetic and address constants for
//! static initializers. Evaluation works on the typed AST, so conversions are already explicit.

use smol_str::SmolStr;

use super::Sema;
use crate::ast::*;
use crate::types::{TypeId, TypeKind};

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ConstValue {
    Int(i128),
    Float(f64),
    /// The address of an object or function with static storage duration (or of a string
    /// literal), plus a byte offset (§6.6p9).
    Address {
        base: AddressBase,
        offset: i64,
    },
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AddressBase {
    Decl(DeclId),
    /// A string literal or compound literal expression.
    Literal(ExprId),
}

/// The value of a GNU built-in that is a floating constant, or `None`: `__builtin_inf*` and
/// `__builtin_huge_val*` (+∞, what glibc's `INFINITY` and `HUGE_VAL` expand to), and
/// `__builtin_nan*("")` (the default quiet NaN, glibc's `NAN`), with the suffixes `f`, `l`,
/// `f16`, `f32`, `f64`, `f128`, `f32x`, `f64x`. `nan_arg_empty` says whether the argument
/// is the string literal `""` (a NaN payload is not folded).
pub(crate) fn float_constant_builtin(name: &str, nan_arg_empty: bool) -> Option<f64> {
    let base = name.strip_prefix("__builtin_")?;
    let suffix = |s: &str| {
        matches!(
            s,
            "" | "f" | "l" | "f16" | "f32" | "f64" | "f128" | "f32x" | "f64x"
        )
    };
    if let Some(s) = base
        .strip_prefix("huge_val")
        .or_else(|| base.strip_prefix("inf"))
    {
        return suffix(s).then_some(f64::INFINITY);
    }
    match base.strip_prefix("nan") {
        Some(s) if suffix(s) && nan_arg_empty => Some(f64::NAN),
        _ => None,
    }
}

/// Whether `e` is the string literal `""` (through its array-to-pointer conversion).
pub(crate) fn is_empty_string(ast: &crate::ast::Ast, mut e: ExprId) -> bool {
    loop {
        match &ast[e].kind {
            ExprKind::ImplicitCast { operand, .. } | ExprKind::Cast { operand, .. } => e = *operand,
            ExprKind::StringLit { units, .. } => return units.iter().all(|&u| u == 0),
            _ => return false,
        }
    }
}

impl Sema<'_> {
    /// Wraps `v` to the range of integer type `ty` (two's complement, §6.3.1.3).
    fn wrap_to(&self, v: i128, ty: TypeId) -> i128 {
        if matches!(self.types.kind(ty), TypeKind::Bool) {
            return i128::from(v != 0);
        }
        let Some(k) = self.types.int_kind(ty) else {
            return v;
        };
        let bits = k.bits();
        if bits >= 128 {
            return v;
        }
        let mask = (1i128 << bits) - 1;
        let u = v & mask;
        if k.is_signed() && u >> (bits - 1) != 0 {
            u - (1i128 << bits)
        } else {
            u
        }
    }

    pub(crate) fn eval_int(&self, e: ExprId) -> Option<i128> {
        match self.eval(e)? {
            ConstValue::Int(v) => Some(v),
            _ => None,
        }
    }

    /// Evaluates an integer constant expression or reports `msg` at it.
    pub(crate) fn integer_constant(&mut self, e: ExprId, msg: &str) -> Option<i128> {
        let ty = self.ast[e].ty;
        if self.types.is_error(ty) {
            return None;
        }
        if !self.types.is_integer(ty) {
            let m = format!(
                "integer constant expression must have integer type, not '{}'",
                self.ty_str(ty)
            );
            let s = self.ast[e].span;
            self.error(s, m);
            return None;
        }
        match self.eval_int(e) {
            Some(v) => Some(v),
            None => {
                let s = self.ast[e].span;
                let m = if msg.is_empty() {
                    "expression is not an integer constant expression"
                } else {
                    msg
                };
                self.error(s, m.to_string());
                None
            }
        }
    }

    pub(crate) fn eval(&self, e: ExprId) -> Option<ConstValue> {
        use ConstValue::*;
        let ty = self.ast[e].ty;
        match &self.ast[e].kind {
            ExprKind::IntLit { value, .. } => Some(Int(self.wrap_to(*value as i128, ty))),
            ExprKind::CharLit { value, .. } => Some(Int(i128::from(*value))),
            ExprKind::FloatLit { value, .. } => Some(Float(*value)),
            ExprKind::Ident {
                res: Resolution::Decl(d),
                ..
            } => {
                let decl = &self.ast[*d];
                match decl.kind {
                    DeclKind::EnumConstant => decl.const_value.map(Int),
                    _ => None,
                }
            }
            ExprKind::Unary { op, operand } => match op {
                UnaryOp::AddrOf => self.address_of(*operand),
                UnaryOp::Plus | UnaryOp::Extension => self.eval(*operand),
                UnaryOp::Minus => match self.eval(*operand)? {
                    Int(v) => Some(Int(self.wrap_to(v.wrapping_neg(), ty))),
                    Float(f) => Some(Float(-f)),
                    _ => None,
                },
                UnaryOp::BitNot => match self.eval(*operand)? {
                    Int(v) => Some(Int(self.wrap_to(!v, ty))),
                    _ => None,
                },
                UnaryOp::LogNot => match self.eval(*operand)? {
                    Int(v) => Some(Int(i128::from(v == 0))),
                    Float(f) => Some(Int(i128::from(f == 0.0))),
                    Address { .. } => Some(Int(0)),
                },
                _ => None,
            },
            ExprKind::Binary { op, lhs, rhs } => self.eval_binary(*op, *lhs, *rhs, ty),
            ExprKind::Conditional { cond, then, els } => {
                let c = match self.eval(*cond)? {
                    Int(v) => v != 0,
                    Float(f) => f != 0.0,
                    Address { .. } => true,
                };
                if c {
                    self.eval(then.unwrap_or(*cond))
                } else {
                    self.eval(*els)
                }
            }
            ExprKind::ImplicitCast { kind, operand } => self.eval_cast(*kind, *operand, ty),
            ExprKind::Cast { operand, .. } => self.eval(*operand),
            ExprKind::SizeofExpr(o) => {
                let t = self.ast[*o].ty;
                self.size_const(t)
            }
            ExprKind::SizeofType(tn) => self.size_const(self.ast[*tn].ty),
            ExprKind::AlignofType(tn) => {
                Some(Int(i128::from(self.types.align_of(self.ast[*tn].ty))))
            }
            ExprKind::AlignofExpr(o) => Some(Int(i128::from(self.types.align_of(self.ast[*o].ty)))),
            ExprKind::Offsetof { ty, path } => self
                .offsetof_const(self.ast[*ty].ty, path)
                .map(|v| Int(i128::from(v))),
            ExprKind::TypesCompatible(a, b) => {
                let (ta, tb) = (self.ast[*a].ty, self.ast[*b].ty);
                let (ua, ub) = (self.unqualified_ro(ta), self.unqualified_ro(tb));
                Some(Int(i128::from(self.types.compatible(ua, ub))))
            }
            ExprKind::Generic {
                assocs,
                selected: Some(i),
                ..
            } => assocs.get(*i).and_then(|(_, x)| self.eval(*x)),
            ExprKind::Call { callee, args } => {
                let name = self.builtin_name(*callee)?;
                match name.as_str() {
                    "__builtin_constant_p" => Some(Int(i128::from(
                        args.first().is_some_and(|&a| self.eval(a).is_some()),
                    ))),
                    "__builtin_expect" | "__builtin_expect_with_probability" => {
                        args.first().and_then(|&a| self.eval(a))
                    }
                    n => {
                        let empty = args.first().is_some_and(|&a| is_empty_string(&self.ast, a));
                        float_constant_builtin(n, empty).map(Float)
                    }
                }
            }
            // `&&label` (GNU) is an address constant of the enclosing function.
            ExprKind::LabelAddr(_) => Some(Address {
                base: AddressBase::Literal(e),
                offset: 0,
            }),
            ExprKind::StringLit { .. } | ExprKind::CompoundLiteral { .. }
                if self.func.is_none() =>
            {
                Some(Address {
                    base: AddressBase::Literal(e),
                    offset: 0,
                })
            }
            _ => None,
        }
    }

    fn unqualified_ro(&self, t: TypeId) -> TypeId {
        // Without &mut the table cannot intern; compare qualified types when needed.
        t
    }

    fn builtin_name(&self, callee: ExprId) -> Option<SmolStr> {
        let mut c = callee;
        loop {
            match &self.ast[c].kind {
                ExprKind::ImplicitCast { operand, .. } => c = *operand,
                ExprKind::Ident {
                    name,
                    res: Resolution::Builtin,
                } => return Some(name.clone()),
                _ => return None,
            }
        }
    }

    fn size_const(&self, t: TypeId) -> Option<ConstValue> {
        if self.types.is_function(t) || self.types.is_void(t) {
            return Some(ConstValue::Int(1));
        }
        self.types
            .size_of(t)
            .map(|s| ConstValue::Int(i128::from(s)))
    }

    fn eval_cast(&self, kind: CastKind, operand: ExprId, ty: TypeId) -> Option<ConstValue> {
        use ConstValue::*;
        match kind {
            CastKind::LValueToRValue => None,
            CastKind::ArrayToPointer | CastKind::FunctionToPointer => self.address_of(operand),
            CastKind::NoOp
            | CastKind::BitCast
            | CastKind::RealToComplex
            | CastKind::ComplexCast => self.eval(operand),
            CastKind::NullToPointer => Some(Int(0)),
            CastKind::IntegralCast => match self.eval(operand)? {
                Int(v) => Some(Int(self.wrap_to(v, ty))),
                _ => None,
            },
            CastKind::ToBool => match self.eval(operand)? {
                Int(v) => Some(Int(i128::from(v != 0))),
                Float(f) => Some(Int(i128::from(f != 0.0))),
                Address { .. } => Some(Int(1)),
            },
            CastKind::IntegralToFloating => match self.eval(operand)? {
                Int(v) => Some(Float(v as f64)),
                _ => None,
            },
            CastKind::FloatingToIntegral => match self.eval(operand)? {
                Float(f) if f.is_finite() => Some(Int(self.wrap_to(f.trunc() as i128, ty))),
                _ => None,
            },
            CastKind::FloatingCast => match self.eval(operand)? {
                Float(f)
                    if matches!(
                        self.types.kind(ty),
                        TypeKind::Float(crate::types::FloatKind::Float)
                    ) =>
                {
                    Some(Float(f as f32 as f64))
                }
                Float(f) => Some(Float(f)),
                _ => None,
            },
            CastKind::IntegralToPointer => match self.eval(operand)? {
                Int(v) => Some(Int(v)),
                _ => None,
            },
            // An address cast to an integer is not an integer constant (§6.6p6), but it is an
            // arithmetic constant for initializers only when of pointer size; keep it an address.
            CastKind::PointerToIntegral => self.eval(operand),
            CastKind::ComplexToReal | CastKind::ToVoid => None,
        }
    }

    fn eval_binary(&self, op: BinaryOp, l: ExprId, r: ExprId, ty: TypeId) -> Option<ConstValue> {
        use BinaryOp::*;
        use ConstValue::*;
        // Short-circuit operators do not evaluate (so need not be constant) their right side.
        if matches!(op, LogAnd | LogOr) {
            let lv = truthy(self.eval(l)?);
            if (op == LogAnd && !lv) || (op == LogOr && lv) {
                return Some(Int(i128::from(lv)));
            }
            return Some(Int(i128::from(truthy(self.eval(r)?))));
        }
        if op == Comma {
            return None;
        }
        let (lv, rv) = (self.eval(l)?, self.eval(r)?);
        match (lv, rv) {
            (Int(a), Int(b)) => {
                // Operands were converted to their common type, and values of unsigned types
                // are kept non-negative, so i128 arithmetic gives the C result.
                let cmp = |x: bool| Some(Int(i128::from(x)));
                let v = match op {
                    Add => a.wrapping_add(b),
                    Sub => a.wrapping_sub(b),
                    Mul => a.wrapping_mul(b),
                    Div => {
                        if b == 0 {
                            return None;
                        }
                        a.wrapping_div(b)
                    }
                    Rem => {
                        if b == 0 {
                            return None;
                        }
                        a.wrapping_rem(b)
                    }
                    Shl => {
                        if !(0..128).contains(&b) {
                            return None;
                        }
                        a.wrapping_shl(b as u32)
                    }
                    Shr => {
                        if !(0..128).contains(&b) {
                            return None;
                        }
                        a >> b
                    }
                    BitAnd => a & b,
                    BitOr => a | b,
                    BitXor => a ^ b,
                    Lt => return cmp(a < b),
                    Gt => return cmp(a > b),
                    Le => return cmp(a <= b),
                    Ge => return cmp(a >= b),
                    Eq => return cmp(a == b),
                    Ne => return cmp(a != b),
                    LogAnd | LogOr | Comma => return None,
                };
                Some(Int(self.wrap_to(v, ty)))
            }
            (Float(a), Float(b)) => {
                let cmp = |x: bool| Some(Int(i128::from(x)));
                Some(Float(match op {
                    Add => a + b,
                    Sub => a - b,
                    Mul => a * b,
                    Div => a / b,
                    Lt => return cmp(a < b),
                    Gt => return cmp(a > b),
                    Le => return cmp(a <= b),
                    Ge => return cmp(a >= b),
                    Eq => return cmp(a == b),
                    Ne => return cmp(a != b),
                    _ => return None,
                }))
            }
            (Address { base, offset }, Int(n)) | (Int(n), Address { base, offset })
                if matches!(op, Add | Sub) =>
            {
                let pointee = self.types.pointee(ty)?;
                let scale = self.types.size_of(pointee).unwrap_or(1) as i64;
                let delta = (n as i64).wrapping_mul(scale);
                let offset = if op == Add {
                    offset.wrapping_add(delta)
                } else {
                    offset.wrapping_sub(delta)
                };
                Some(Address { base, offset })
            }
            _ => None,
        }
    }

    /// `&x`, `&a[3]`, `&s.f` of objects with static storage duration (§6.6p9).
    fn address_of(&self, e: ExprId) -> Option<ConstValue> {
        match &self.ast[e].kind {
            ExprKind::Ident {
                res: Resolution::Decl(d),
                ..
            } => {
                let decl = &self.ast[*d];
                let is_static = matches!(decl.storage, StorageDuration::Static)
                    || self.types.is_function(decl.ty);
                is_static.then_some(ConstValue::Address {
                    base: AddressBase::Decl(*d),
                    offset: 0,
                })
            }
            ExprKind::StringLit { .. } => Some(ConstValue::Address {
                base: AddressBase::Literal(e),
                offset: 0,
            }),
            ExprKind::CompoundLiteral { .. } if self.func.is_none() => Some(ConstValue::Address {
                base: AddressBase::Literal(e),
                offset: 0,
            }),
            ExprKind::Member {
                base,
                field: Some(f),
                arrow: false,
                ..
            } => {
                let ConstValue::Address { base: b, offset } = self.address_of(*base)? else {
                    return None;
                };
                let rec = self.ast[*base].ty;
                let rid = self.types.record_of(rec)?;
                let field = self
                    .types
                    .record(rid)
                    .fields
                    .iter()
                    .find(|x| x.decl == Some(*f))?;
                Some(ConstValue::Address {
                    base: b,
                    offset: offset + field.offset as i64,
                })
            }
            ExprKind::Index { base, index } => {
                let ConstValue::Address { base: b, offset } = self.eval(*base)? else {
                    return None;
                };
                let ConstValue::Int(i) = self.eval(*index)? else {
                    return None;
                };
                let scale = self.types.size_of(self.ast[e].ty).unwrap_or(1) as i64;
                Some(ConstValue::Address {
                    base: b,
                    offset: offset + (i as i64) * scale,
                })
            }
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => self.eval(*operand),
            _ => None,
        }
    }

    /// The constant value of `__builtin_offsetof(T, path)`.
    fn offsetof_const(
        &self,
        ty: TypeId,
        path: &[(OffsetofPart, SmolStr, Option<ExprId>, oxacc_source::Span)],
    ) -> Option<u64> {
        let mut cur = ty;
        let mut off = 0u64;
        for (part, name, idx, _) in path {
            match part {
                OffsetofPart::Field => {
                    let chain = self.find_member(cur, name)?;
                    for (decl, fty) in chain {
                        let rid = self.types.record_of(cur)?;
                        let f = self
                            .types
                            .record(rid)
                            .fields
                            .iter()
                            .find(|f| f.decl == decl)?;
                        off += f.offset;
                        cur = fty;
                    }
                }
                OffsetofPart::Index => {
                    let elem = self.types.array_elem(cur)?;
                    let i = self.eval_int((*idx)?)?;
                    off = off.wrapping_add((i as u64).wrapping_mul(self.types.size_of(elem)?));
                    cur = elem;
                }
            }
        }
        Some(off)
    }

    /// Checks the path of `__builtin_offsetof` (the index expressions too) and reports bad
    /// member names.
    pub(crate) fn offsetof_value(
        &mut self,
        ty: TypeId,
        path: &[(OffsetofPart, SmolStr, Option<ExprId>, oxacc_source::Span)],
        report: bool,
    ) -> Option<u64> {
        let mut cur = ty;
        for (part, name, idx, span) in path {
            match part {
                OffsetofPart::Field => {
                    if !self.types.is_record(cur) {
                        if report {
                            let msg = format!(
                                "offsetof requires struct, union, or class type, '{}' invalid",
                                self.ty_str(cur)
                            );
                            self.error(*span, msg);
                        }
                        return None;
                    }
                    let Some(chain) = self.find_member(cur, name) else {
                        if report {
                            let msg = format!("no member named '{name}' in '{}'", self.ty_str(cur));
                            self.error(*span, msg);
                        }
                        return None;
                    };
                    cur = chain.last().map_or(TypeId::ERROR, |c| c.1);
                }
                OffsetofPart::Index => {
                    if let Some(i) = idx {
                        // Types the index so that the evaluator can read it.
                        self.rvalue(*i);
                    }
                    cur = self.types.array_elem(cur)?;
                }
            }
        }
        Some(self.offsetof_const(ty, path).unwrap_or(0))
    }

    /// An initializer of an object with static storage duration must be a constant (§6.7.9p4).
    pub(crate) fn is_constant_initializer(&self, e: ExprId) -> bool {
        self.eval(e).is_some()
    }
}

fn truthy(v: ConstValue) -> bool {
    match v {
        ConstValue::Int(v) => v != 0,
        ConstValue::Float(f) => f != 0.0,
        ConstValue::Address { .. } => true,
    }
}
