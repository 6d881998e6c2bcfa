//! Constant expressions as lowering needs them (C17 §6.6): integer constants for `case`
//! labels, and arithmetic and address constants for initializers of static storage
//! (§6.6p7–9). Sema already checked constness; this computes the values.

use crate::ast::{
    BinaryOp, CastKind, DeclId, ExprId, ExprKind, OffsetofPart, Resolution, StorageDuration,
    UnaryOp,
};
use crate::types::{FloatKind, TypeId, TypeKind};

use super::Ctx;
use oxacc_oir::f80;

#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum CVal {
    Int(i128),
    Float(f64),
    /// A `long double` value exactly, as its x87 bit pattern (`oxacc_oir::f80`): literals,
    /// negation, conversions, `+ - * /` and comparisons fold at x87 precision.
    X87(u128),
    /// A `_Float128` value exactly, as its binary128 bit pattern.
    F128(u128),
    Complex(f64, f64),
    /// The address of an object or function plus a byte offset (§6.6p9).
    Addr(AddrBase, i64),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum AddrBase {
    Decl(DeclId),
    Str(ExprId),
    CompoundLit(ExprId),
}

impl Ctx<'_> {
    /// The value of integer `v` converted to integer type `t` (§6.3.1.3: modulo 2^N).
    pub(crate) fn wrap_int(&self, v: i128, t: TypeId) -> i128 {
        if matches!(self.types.kind(t), TypeKind::Bool) {
            return i128::from(v != 0);
        }
        let bits = self.int_bits(t);
        if bits >= 128 {
            return v;
        }
        let mask = (1i128 << bits) - 1;
        let u = v & mask;
        if self.is_signed(t) && (u >> (bits - 1)) & 1 == 1 {
            u - (1i128 << bits)
        } else {
            u
        }
    }

    pub(crate) fn eval_int(&self, e: ExprId) -> Option<i128> {
        match self.eval(e)? {
            CVal::Int(v) => Some(v),
            _ => None,
        }
    }

    pub(crate) fn eval(&self, e: ExprId) -> Option<CVal> {
        let ex = &self.ast[e];
        let ty = ex.ty;
        match &ex.kind {
            ExprKind::IntLit { value, .. } => Some(CVal::Int(self.wrap_int(*value as i128, ty))),
            ExprKind::CharLit { value, .. } => {
                Some(CVal::Int(self.wrap_int(i128::from(*value), ty)))
            }
            ExprKind::FloatLit { value, .. } if self.is_long_double(ty) => {
                Some(CVal::X87(self.long_double_bits(ex.span, *value)))
            }
            ExprKind::FloatLit { value, .. } if self.is_float128(ty) => {
                Some(CVal::F128(self.float128_bits(ex.span, *value)))
            }
            ExprKind::FloatLit { value, .. } => Some(CVal::Float(*value)),
            ExprKind::ImaginaryLit { value, .. } => Some(CVal::Complex(0.0, *value)),
            ExprKind::Ident {
                res: Resolution::Decl(d),
                ..
            } => self.ast[*d]
                .const_value
                .filter(|_| self.ast[*d].kind == crate::ast::DeclKind::EnumConstant)
                .map(CVal::Int),
            ExprKind::ImplicitCast { kind, operand } => self.eval_cast(*kind, *operand, ty),
            ExprKind::Cast { operand, .. } => {
                let v = self.eval(*operand)?;
                self.convert_const(v, self.ast[*operand].ty, ty)
            }
            ExprKind::Unary { op, operand } => self.eval_unary(*op, *operand, ty),
            ExprKind::Binary { op, lhs, rhs } => self.eval_binary(*op, *lhs, *rhs, ty),
            ExprKind::Conditional { cond, then, els } => {
                let c = self.eval(*cond)?;
                if truthy(c) {
                    self.eval(then.unwrap_or(*cond))
                } else {
                    self.eval(*els)
                }
            }
            ExprKind::SizeofExpr(x) => self
                .types
                .size_of(self.ast[*x].ty)
                .map(|s| CVal::Int(s as i128)),
            ExprKind::SizeofType(tn) => {
                let t = self.ast[*tn].ty;
                let s = if self.types.is_void(t) || self.types.is_function(t) {
                    Some(1)
                } else {
                    self.types.size_of(t)
                };
                s.map(|s| CVal::Int(s as i128))
            }
            ExprKind::AlignofExpr(x) => {
                Some(CVal::Int(self.types.align_of(self.ast[*x].ty) as i128))
            }
            ExprKind::AlignofType(tn) => {
                Some(CVal::Int(self.types.align_of(self.ast[*tn].ty) as i128))
            }
            ExprKind::Offsetof { ty: tn, path } => self
                .offsetof(self.ast[*tn].ty, path)
                .map(|o| CVal::Int(o as i128)),
            ExprKind::TypesCompatible(a, b) => {
                let (a, b) = (self.ast[*a].ty, self.ast[*b].ty);
                Some(CVal::Int(i128::from(self.types.compatible_unqual(a, b))))
            }
            ExprKind::Generic {
                assocs,
                selected: Some(i),
                ..
            } => self.eval(assocs.get(*i)?.1),
            // `INFINITY`, `HUGE_VAL`, `NAN` (`__builtin_inff()`, …), in the call's type.
            ExprKind::Call { callee, args } => {
                let name = self.builtin_callee(*callee)?;
                let empty = args
                    .first()
                    .is_some_and(|&a| crate::sema::is_empty_string(self.ast, a));
                let f = crate::sema::float_constant_builtin(&name, empty)?;
                self.convert_const(CVal::Float(f), TypeId::DOUBLE, ty)
            }
            _ => None,
        }
    }

    /// The name of the built-in function a call's callee names.
    fn builtin_callee(&self, mut c: ExprId) -> Option<smol_str::SmolStr> {
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

    fn eval_cast(&self, kind: CastKind, operand: ExprId, ty: TypeId) -> Option<CVal> {
        match kind {
            CastKind::ArrayToPointer | CastKind::FunctionToPointer => self.address_of(operand),
            CastKind::LValueToRValue | CastKind::ToVoid => None,
            CastKind::NullToPointer => Some(CVal::Int(0)),
            _ => {
                let v = self.eval(operand)?;
                self.convert_const(v, self.ast[operand].ty, ty)
            }
        }
    }

    /// Converts a constant between arithmetic and pointer types (§6.3).
    pub(crate) fn convert_const(&self, v: CVal, from: TypeId, to: TypeId) -> Option<CVal> {
        let t = &self.types;
        if t.is_void(to) {
            return None;
        }
        if matches!(t.kind(to), TypeKind::Bool) {
            return Some(CVal::Int(i128::from(truthy(v))));
        }
        if t.is_complex(to) {
            return Some(match v {
                CVal::Int(i) => CVal::Complex(int_to_f64(i, t.is_signed_integer(from)), 0.0),
                CVal::Float(f) => CVal::Complex(f, 0.0),
                CVal::X87(b) => CVal::Complex(f80::f80_to_f64(b), 0.0),
                CVal::F128(b) => CVal::Complex(f80::f128_to_f64(b), 0.0),
                c @ CVal::Complex(..) => c,
                CVal::Addr(..) => return None,
            });
        }
        let real = match v {
            CVal::Complex(r, _) => CVal::Float(r),
            other => other,
        };
        if self.is_long_double(to) {
            return Some(CVal::X87(match real {
                CVal::Int(i) => f80::f80_from_int(i, t.is_signed_integer(from)),
                CVal::Float(f) => f80::f80_from_f64(f),
                CVal::X87(b) => b,
                CVal::F128(b) => f80::f128_to_f80(b),
                _ => return None,
            }));
        }
        if self.is_float128(to) {
            return Some(CVal::F128(match real {
                CVal::Int(i) => f80::f128_from_int(i, t.is_signed_integer(from)),
                CVal::Float(f) => f80::f128_from_f64(f),
                CVal::X87(b) => f80::f128_from_f80(b),
                CVal::F128(b) => b,
                _ => return None,
            }));
        }
        if t.is_real_floating(to) {
            let f = match real {
                CVal::X87(b) => f80::f80_to_f64(b),
                CVal::F128(b) => f80::f128_to_f64(b),
                CVal::Int(i) => int_to_f64(i, t.is_signed_integer(from) || !t.is_integer(from)),
                CVal::Float(f) => f,
                _ => return None,
            };
            let f = match t.kind(to) {
                TypeKind::Float(crate::types::FloatKind::Float) => f64::from(f as f32),
                TypeKind::Float(crate::types::FloatKind::Float16) => {
                    f80::f16_to_f64(f80::f16_from_f64(f))
                }
                _ => f,
            };
            return Some(CVal::Float(f));
        }
        if t.is_integer(to) || t.is_pointer(to) {
            return Some(match real {
                CVal::Int(i) => CVal::Int(self.wrap_int(i, to)),
                CVal::Float(f) => CVal::Int(self.wrap_int(f.trunc() as i128, to)),
                CVal::X87(b) => CVal::Int(self.wrap_int(f80::f80_to_int(b).unwrap_or(0), to)),
                CVal::F128(b) => CVal::Int(self.wrap_int(f80::f128_to_int(b).unwrap_or(0), to)),
                a @ CVal::Addr(..) => a,
                CVal::Complex(..) => return None,
            });
        }
        Some(v)
    }

    fn eval_unary(&self, op: UnaryOp, operand: ExprId, ty: TypeId) -> Option<CVal> {
        match op {
            UnaryOp::AddrOf => self.address_of(operand),
            UnaryOp::Plus | UnaryOp::Extension => self.eval(operand),
            UnaryOp::Minus => match self.eval(operand)? {
                CVal::Int(i) => Some(CVal::Int(self.wrap_int(i.wrapping_neg(), ty))),
                CVal::Float(f) => Some(CVal::Float(-f)),
                CVal::X87(b) => Some(CVal::X87(f80::f80_neg(b))),
                CVal::F128(b) => Some(CVal::F128(f80::f128_neg(b))),
                CVal::Complex(r, i) => Some(CVal::Complex(-r, -i)),
                CVal::Addr(..) => None,
            },
            UnaryOp::BitNot => match self.eval(operand)? {
                CVal::Int(i) => Some(CVal::Int(self.wrap_int(!i, ty))),
                CVal::Complex(r, i) => Some(CVal::Complex(r, -i)),
                _ => None,
            },
            UnaryOp::LogNot => Some(CVal::Int(i128::from(!truthy(self.eval(operand)?)))),
            UnaryOp::Real | UnaryOp::Imag => match self.eval(operand)? {
                CVal::Complex(r, i) => Some(CVal::Float(if op == UnaryOp::Real { r } else { i })),
                v if op == UnaryOp::Real => Some(v),
                CVal::Int(_) => Some(CVal::Int(0)),
                _ => Some(CVal::Float(0.0)),
            },
            _ => None,
        }
    }

    fn eval_binary(&self, op: BinaryOp, l: ExprId, r: ExprId, ty: TypeId) -> Option<CVal> {
        use BinaryOp::*;
        if matches!(op, LogAnd | LogOr) {
            let a = truthy(self.eval(l)?);
            if (op == LogAnd && !a) || (op == LogOr && a) {
                return Some(CVal::Int(i128::from(a)));
            }
            return Some(CVal::Int(i128::from(truthy(self.eval(r)?))));
        }
        if op == Comma {
            return self.eval(r);
        }
        let (lt, rt) = (self.ast[l].ty, self.ast[r].ty);
        let (a, b) = (self.eval(l)?, self.eval(r)?);
        match (a, b) {
            (CVal::Addr(base, off), CVal::Int(i)) if matches!(op, Add | Sub) => {
                let scale = self.pointee_size(lt);
                let d = (i as i64).wrapping_mul(scale);
                Some(CVal::Addr(
                    base,
                    if op == Add {
                        off.wrapping_add(d)
                    } else {
                        off.wrapping_sub(d)
                    },
                ))
            }
            (CVal::Int(i), CVal::Addr(base, off)) if op == Add => Some(CVal::Addr(
                base,
                off.wrapping_add((i as i64).wrapping_mul(self.pointee_size(rt))),
            )),
            (CVal::Addr(b1, o1), CVal::Addr(b2, o2)) if op == Sub && b1 == b2 => Some(CVal::Int(
                i128::from((o1 - o2) / self.pointee_size(lt).max(1)),
            )),
            (CVal::Int(x), CVal::Int(y)) => self.int_binary(op, x, y, lt, ty),
            (CVal::X87(x), CVal::X87(y)) => x87_binary(op, x, y),
            (CVal::F128(x), CVal::F128(y)) => f128_binary(op, x, y),
            (
                CVal::Float(_) | CVal::Int(_) | CVal::X87(_),
                CVal::Float(_) | CVal::Int(_) | CVal::X87(_),
            ) => {
                let (x, y) = (to_f64(a), to_f64(b));
                float_binary(op, x, y, ty)
            }
            _ => None,
        }
    }

    pub(crate) fn is_long_double(&self, t: TypeId) -> bool {
        matches!(self.types.kind(t), TypeKind::Float(FloatKind::LongDouble))
    }

    pub(crate) fn is_float128(&self, t: TypeId) -> bool {
        matches!(self.types.kind(t), TypeKind::Float(FloatKind::Float128))
    }

    /// The exact binary128 value of a `_Float128` literal (`1.1Q`, `1.1f128`), from its
    /// spelling as for `long double`.
    pub(crate) fn float128_bits(&self, span: oxacc_source::Span, value: f64) -> u128 {
        let text = self.sm.snippet(span);
        let text = [
            "f128", "F128", "f64x", "F64x", "q", "Q", "w", "W", "l", "L", "f", "F",
        ]
        .iter()
        .find_map(|s| text.strip_suffix(s))
        .unwrap_or(text);
        match f80::parse_f128(text) {
            Some(bits) if same_f64(f80::f128_to_f64(bits), value) => bits,
            _ => f80::f128_from_f64(value),
        }
    }

    /// The exact x87 value of a `long double` floating literal (sema keeps only an f64), from
    /// its spelling: decimal or hexadecimal, suffix dropped. When the spelling is not at hand
    /// (a pasted token) or does not round to sema's value, sema's value is used.
    pub(crate) fn long_double_bits(&self, span: oxacc_source::Span, value: f64) -> u128 {
        let text = self
            .sm
            .snippet(span)
            .trim_end_matches(['l', 'L', 'f', 'F', 'i', 'I', 'j', 'J']);
        match f80::parse_f80(text) {
            Some(bits) if same_f64(f80::f80_to_f64(bits), value) => bits,
            _ => f80::f80_from_f64(value),
        }
    }

    fn pointee_size(&self, ptr: TypeId) -> i64 {
        match self.types.pointee(ptr) {
            Some(p) if self.types.is_void(p) || self.types.is_function(p) => 1,
            Some(p) => self.size(p) as i64,
            None => 1,
        }
    }

    fn int_binary(
        &self,
        op: BinaryOp,
        x: i128,
        y: i128,
        operand_ty: TypeId,
        ty: TypeId,
    ) -> Option<CVal> {
        use BinaryOp::*;
        let unsigned = !self.is_signed(operand_ty);
        let bits = self.int_bits(operand_ty);
        let (ux, uy) = (
            self.wrap_int(x, to_unsigned_ty(operand_ty)),
            self.wrap_int(y, to_unsigned_ty(operand_ty)),
        );
        let cmp = |c: bool| Some(CVal::Int(i128::from(c)));
        let v = match op {
            Add => x.wrapping_add(y),
            Sub => x.wrapping_sub(y),
            Mul => x.wrapping_mul(y),
            Div | Rem if y == 0 => return None,
            Div if unsigned => ux / uy,
            Rem if unsigned => ux % uy,
            Div => x.wrapping_div(y),
            Rem => x.wrapping_rem(y),
            Shl => x.wrapping_shl((y as u32) % 128),
            Shr if unsigned => ux >> ((y as u32).min(bits.saturating_sub(1))),
            Shr => x >> ((y as u32).min(127)),
            BitAnd => x & y,
            BitOr => x | y,
            BitXor => x ^ y,
            Lt => return cmp(if unsigned { ux < uy } else { x < y }),
            Gt => return cmp(if unsigned { ux > uy } else { x > y }),
            Le => return cmp(if unsigned { ux <= uy } else { x <= y }),
            Ge => return cmp(if unsigned { ux >= uy } else { x >= y }),
            Eq => return cmp(x == y),
            Ne => return cmp(x != y),
            LogAnd | LogOr | Comma => return None,
        };
        Some(CVal::Int(self.wrap_int(v, ty)))
    }

    /// The address of a static lvalue (§6.6p9).
    pub(crate) fn address_of(&self, e: ExprId) -> Option<CVal> {
        let ex = &self.ast[e];
        match &ex.kind {
            ExprKind::Ident {
                res: Resolution::Decl(d),
                ..
            } => {
                let decl = &self.ast[*d];
                let is_static = matches!(
                    decl.storage,
                    StorageDuration::Static | StorageDuration::Thread
                );
                (is_static || self.types.is_function(decl.ty))
                    .then_some(CVal::Addr(AddrBase::Decl(*d), 0))
            }
            ExprKind::StringLit { .. } => Some(CVal::Addr(AddrBase::Str(e), 0)),
            ExprKind::CompoundLiteral { .. } => Some(CVal::Addr(AddrBase::CompoundLit(e), 0)),
            ExprKind::Member {
                base,
                arrow,
                field: Some(f),
                ..
            } => {
                let b = if *arrow {
                    self.eval(*base)?
                } else {
                    self.address_of(*base)?
                };
                let rec = if *arrow {
                    self.types.pointee(self.ast[*base].ty)?
                } else {
                    self.ast[*base].ty
                };
                let off = self.field_offset(rec, *f)? as i64;
                match b {
                    CVal::Addr(base, o) => Some(CVal::Addr(base, o.wrapping_add(off))),
                    CVal::Int(i) => Some(CVal::Int(i.wrapping_add(i128::from(off)))),
                    _ => None,
                }
            }
            ExprKind::Index { base, index } => {
                let (b, i) = (self.eval(*base)?, self.eval(*index)?);
                let (p, i, pt) = match (b, i) {
                    (p @ CVal::Addr(..), CVal::Int(i)) => (p, i, self.ast[*base].ty),
                    (CVal::Int(i), p @ CVal::Addr(..)) => (p, i, self.ast[*index].ty),
                    _ => return None,
                };
                let CVal::Addr(base, off) = p else {
                    return None;
                };
                Some(CVal::Addr(
                    base,
                    off.wrapping_add((i as i64).wrapping_mul(self.pointee_size(pt))),
                ))
            }
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => self.eval(*operand),
            ExprKind::Unary {
                op: UnaryOp::Extension,
                operand,
            } => self.address_of(*operand),
            ExprKind::ImplicitCast {
                kind: CastKind::NoOp,
                operand,
            } => self.address_of(*operand),
            _ => None,
        }
    }

    /// Byte offset of field `f` in record type `rec`, through anonymous members.
    pub(crate) fn field_offset(&self, rec: TypeId, f: DeclId) -> Option<u64> {
        let r = self.types.record_of(rec)?;
        self.types
            .record(r)
            .fields
            .iter()
            .find(|x| x.decl == Some(f))
            .map(|x| x.offset)
    }

    fn offsetof(
        &self,
        ty: TypeId,
        path: &[(
            OffsetofPart,
            smol_str::SmolStr,
            Option<ExprId>,
            oxacc_source::Span,
        )],
    ) -> Option<u64> {
        let mut cur = ty;
        let mut off = 0u64;
        for (part, name, idx, _) in path {
            match part {
                OffsetofPart::Field => {
                    let (o, t) = self.find_member(cur, name)?;
                    off += o;
                    cur = t;
                }
                OffsetofPart::Index => {
                    let elem = self.types.array_elem(cur)?;
                    let i = self.eval_int((*idx)?)?;
                    off = off.wrapping_add((i as u64).wrapping_mul(self.size(elem)));
                    cur = elem;
                }
            }
        }
        Some(off)
    }

    /// Offset and type of member `name` of a record, looking into anonymous members.
    pub(crate) fn find_member(&self, rec: TypeId, name: &str) -> Option<(u64, TypeId)> {
        let r = self.types.record_of(rec)?;
        for f in &self.types.record(r).fields {
            match &f.name {
                Some(n) if n == name => return Some((f.offset, f.ty)),
                None if self.types.is_record(f.ty) && f.bit_field.is_none() => {
                    if let Some((o, t)) = self.find_member(f.ty, name) {
                        return Some((f.offset + o, t));
                    }
                }
                _ => {}
            }
        }
        None
    }
}

fn to_unsigned_ty(t: TypeId) -> TypeId {
    match t {
        TypeId::INT | TypeId::UINT => TypeId::UINT,
        TypeId::LONG | TypeId::ULONG => TypeId::ULONG,
        TypeId::LONGLONG | TypeId::ULONGLONG => TypeId::ULONGLONG,
        TypeId::INT128 | TypeId::UINT128 => TypeId::UINT128,
        _ => TypeId::ULONG,
    }
}

pub(crate) fn truthy(v: CVal) -> bool {
    match v {
        CVal::Int(i) => i != 0,
        CVal::Float(f) => f != 0.0,
        CVal::X87(b) => !f80::f80_is_zero(b),
        CVal::F128(b) => !f80::f128_is_zero(b),
        CVal::Complex(r, i) => r != 0.0 || i != 0.0,
        CVal::Addr(..) => true,
    }
}

/// Equal, or adjacent (double rounding through x87 may land one ulp away).
fn same_f64(a: f64, b: f64) -> bool {
    (a.is_nan() && b.is_nan()) || (a.to_bits() as i64).abs_diff(b.to_bits() as i64) <= 1
}

fn int_to_f64(i: i128, signed: bool) -> f64 {
    if signed {
        i as f64
    } else {
        (i as u128) as f64
    }
}

fn to_f64(v: CVal) -> f64 {
    match v {
        CVal::Int(i) => i as f64,
        CVal::Float(f) => f,
        CVal::X87(b) => f80::f80_to_f64(b),
        CVal::F128(b) => f80::f128_to_f64(b),
        _ => 0.0,
    }
}

/// `long double` folding at x87 precision; infinities and NaNs fold in f64 (exactly, as
/// those convert back unchanged).
fn x87_binary(op: BinaryOp, x: u128, y: u128) -> Option<CVal> {
    use std::cmp::Ordering::*;
    use BinaryOp::*;
    let arith = match op {
        Add => Some(f80::F80Op::Add),
        Sub => Some(f80::F80Op::Sub),
        Mul => Some(f80::F80Op::Mul),
        Div => Some(f80::F80Op::Div),
        _ => None,
    };
    if let Some(a) = arith {
        return Some(CVal::X87(f80::f80_binary(a, x, y).unwrap_or_else(|| {
            let (p, q) = (f80::f80_to_f64(x), f80::f80_to_f64(y));
            f80::f80_from_f64(match a {
                f80::F80Op::Add => p + q,
                f80::F80Op::Sub => p - q,
                f80::F80Op::Mul => p * q,
                f80::F80Op::Div => p / q,
            })
        })));
    }
    let c = f80::f80_cmp(x, y);
    let r = match op {
        Lt => c == Some(Less),
        Gt => c == Some(Greater),
        Le => matches!(c, Some(Less | Equal)),
        Ge => matches!(c, Some(Greater | Equal)),
        Eq => c == Some(Equal),
        Ne => c != Some(Equal),
        _ => return None,
    };
    Some(CVal::Int(i128::from(r)))
}

fn f128_binary(op: BinaryOp, x: u128, y: u128) -> Option<CVal> {
    use std::cmp::Ordering::*;
    use BinaryOp::*;
    let arith = match op {
        Add => Some(f80::F80Op::Add),
        Sub => Some(f80::F80Op::Sub),
        Mul => Some(f80::F80Op::Mul),
        Div => Some(f80::F80Op::Div),
        _ => None,
    };
    if let Some(a) = arith {
        // Infinities, NaNs and division by zero are not folded.
        return f80::f128_binary(a, x, y).map(CVal::F128);
    }
    let c = f80::f128_cmp(x, y);
    let r = match op {
        Lt => c == Some(Less),
        Gt => c == Some(Greater),
        Le => matches!(c, Some(Less | Equal)),
        Ge => matches!(c, Some(Greater | Equal)),
        Eq => c == Some(Equal),
        Ne => c != Some(Equal),
        _ => return None,
    };
    Some(CVal::Int(i128::from(r)))
}

fn float_binary(op: BinaryOp, x: f64, y: f64, ty: TypeId) -> Option<CVal> {
    use BinaryOp::*;
    let b = |c: bool| Some(CVal::Int(i128::from(c)));
    let v = match op {
        Add => x + y,
        Sub => x - y,
        Mul => x * y,
        Div => x / y,
        Lt => return b(x < y),
        Gt => return b(x > y),
        Le => return b(x <= y),
        Ge => return b(x >= y),
        Eq => return b(x == y),
        Ne => return b(x != y),
        _ => return None,
    };
    Some(CVal::Float(if ty == TypeId::FLOAT {
        f64::from(v as f32)
    } else {
        v
    }))
}
