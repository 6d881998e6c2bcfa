//! Expressions (C17 §6.5): types, value categories, operand constraints with clang's
//! messages, and the implicit conversions of §6.3 inserted as `ImplicitCast` nodes:
//! lvalue conversion, array and function decay (§6.3.2.1), integer promotions (§6.3.1.1),
//! the usual arithmetic conversions (§6.3.1.8), and assignment conversions (§6.5.16.1).
//!
//! An explicit cast `(T)e` stays a `Cast` node whose operand is converted to `T` by an
//! `ImplicitCast` carrying the conversion kind, so that lowering reads conversions from one
//! kind of node only.

use oxacc_source::{Diagnostic, Span};

use super::Sema;
use crate::ast::*;
use crate::literal::{Encoding, FloatSuffix};
use crate::types::{ArrayLen, FloatKind, IntKind, TypeId, TypeKind};

/// Where an assignment conversion happens: decides the wording of diagnostics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AssignCtx {
    Assigning,
    Initializing,
    Passing,
    Returning,
}

enum Mismatch {
    Incompatible,
    PointerTypes,
    PointerSign,
    DiscardsQualifiers,
    IntToPointer,
    PointerToInt,
}

impl Sema<'_> {
    fn set(&mut self, e: ExprId, ty: TypeId, vk: ValueKind) -> ExprId {
        self.ast[e].ty = ty;
        self.ast[e].value_kind = vk;
        e
    }

    fn fail(&mut self, e: ExprId) -> ExprId {
        self.set(e, TypeId::ERROR, ValueKind::RValue)
    }

    pub(crate) fn span_of(&self, e: ExprId) -> Span {
        self.ast[e].span
    }

    /// Where diagnostics about operation `e` point (its operator).
    pub(crate) fn loc_of(&self, e: ExprId) -> Span {
        self.ast[e].loc
    }

    pub(crate) fn ty_of(&self, e: ExprId) -> TypeId {
        self.ast[e].ty
    }

    fn wrap(&mut self, e: ExprId, kind: CastKind, ty: TypeId) -> ExprId {
        let (span, loc) = (self.ast[e].span, self.ast[e].loc);
        let mut node = Expr::new(ExprKind::ImplicitCast { kind, operand: e }, span);
        node.loc = loc;
        node.ty = ty;
        self.ast.add_expr(node)
    }

    /// Checks `e` and applies lvalue conversion and array/function decay (§6.3.2.1): the value
    /// of the expression as an operand of most operators.
    pub(crate) fn rvalue(&mut self, e: ExprId) -> ExprId {
        let e = self.expr(e);
        self.decay(e)
    }

    pub(crate) fn decay(&mut self, e: ExprId) -> ExprId {
        let ty = self.ty_of(e);
        match self.ast[e].value_kind {
            ValueKind::Function => {
                let p = self.types.pointer_to(ty);
                self.wrap(e, CastKind::FunctionToPointer, p)
            }
            ValueKind::LValue => {
                if let Some(elem) = self.types.array_elem(ty) {
                    let p = self.types.pointer_to(elem);
                    return self.wrap(e, CastKind::ArrayToPointer, p);
                }
                let unq = self.types.unqualified(ty);
                self.wrap(e, CastKind::LValueToRValue, unq)
            }
            ValueKind::RValue => {
                // An array rvalue (a member of a struct returned by value) decays too.
                if let Some(elem) = self.types.array_elem(ty) {
                    let p = self.types.pointer_to(elem);
                    return self.wrap(e, CastKind::ArrayToPointer, p);
                }
                e
            }
        }
    }

    /// The conversion of an rvalue to `to` (both unqualified), as an `ImplicitCast`.
    pub(crate) fn convert(&mut self, e: ExprId, to: TypeId) -> ExprId {
        let to = self.types.unqualified(to);
        let from = self.types.unqualified(self.ty_of(e));
        if from == to || self.types.is_error(from) || self.types.is_error(to) {
            return e;
        }
        let t = &self.types;
        let kind = if t.is_void(to) {
            CastKind::ToVoid
        } else if matches!(t.kind(to), TypeKind::Bool) && t.is_scalar(from) {
            CastKind::ToBool
        } else if t.is_integer(from) && t.is_integer(to) {
            if t.int_kind(from) == t.int_kind(to) && !matches!(t.kind(from), TypeKind::Bool) {
                CastKind::NoOp
            } else {
                CastKind::IntegralCast
            }
        } else if t.is_integer(from) && t.is_real_floating(to) {
            CastKind::IntegralToFloating
        } else if t.is_real_floating(from) && t.is_integer(to) {
            CastKind::FloatingToIntegral
        } else if t.is_real_floating(from) && t.is_real_floating(to) {
            CastKind::FloatingCast
        } else if t.is_complex(from) && t.is_complex(to) {
            CastKind::ComplexCast
        } else if t.is_complex(to) && t.is_arithmetic(from) {
            // Real to complex: first to the complex type's real type.
            let real = self.types.mk(TypeKind::Float(
                self.types.float_kind(to).unwrap_or(FloatKind::Double),
            ));
            let e = self.convert(e, real);
            return self.wrap(e, CastKind::RealToComplex, to);
        } else if t.is_complex(from) && t.is_arithmetic(to) {
            let real = self.types.mk(TypeKind::Float(
                self.types.float_kind(from).unwrap_or(FloatKind::Double),
            ));
            let e = self.wrap(e, CastKind::ComplexToReal, real);
            return self.convert(e, to);
        } else if t.is_pointer(from) && t.is_pointer(to) {
            CastKind::BitCast
        } else if t.is_integer(from) && t.is_pointer(to) {
            if self.is_null_pointer_constant(e) {
                CastKind::NullToPointer
            } else {
                CastKind::IntegralToPointer
            }
        } else if t.is_pointer(from) && t.is_integer(to) {
            CastKind::PointerToIntegral
        } else {
            CastKind::NoOp
        };
        self.wrap(e, kind, to)
    }

    /// Integer promotions on an rvalue (§6.3.1.1p2), bit-fields included.
    pub(crate) fn promote(&mut self, e: ExprId) -> ExprId {
        let ty = self.ty_of(e);
        if !self.types.is_integer(ty) {
            return e;
        }
        let mut p = self.types.promote(ty);
        if let Some(width) = self.bit_field_width(e) {
            // A bit-field narrower than int promotes to int (§6.3.1.1p2).
            if width < 32 {
                p = TypeId::INT;
            }
        }
        self.convert(e, p)
    }

    fn bit_field_width(&self, e: ExprId) -> Option<u32> {
        let mut e = e;
        loop {
            match &self.ast[e].kind {
                ExprKind::ImplicitCast {
                    kind: CastKind::LValueToRValue,
                    operand,
                } => e = *operand,
                ExprKind::Member { field: Some(f), .. } => {
                    return self.ast[*f]
                        .const_value
                        .filter(|_| self.ast[*f].width_or_value.is_some())
                        .map(|v| v as u32);
                }
                _ => return None,
            }
        }
    }

    pub(crate) fn is_null_pointer_constant(&self, e: ExprId) -> bool {
        let mut e = e;
        loop {
            match &self.ast[e].kind {
                ExprKind::ImplicitCast {
                    kind: CastKind::NoOp | CastKind::IntegralCast | CastKind::LValueToRValue,
                    operand,
                } => e = *operand,
                ExprKind::Cast { operand, .. }
                    if self.types.pointee(self.ty_of(e)).is_some_and(|p| {
                        self.types.is_void(p) && self.types.quals(p).is_empty()
                    }) =>
                {
                    e = *operand;
                }
                ExprKind::ImplicitCast {
                    kind: CastKind::BitCast | CastKind::NullToPointer,
                    operand,
                } => e = *operand,
                _ => break,
            }
        }
        self.types.is_integer(self.ty_of(e)) && self.eval_int(e) == Some(0)
    }

    /// Checks an expression: fills its type and value kind, converts its operands, and
    /// returns it (sema only replaces nodes it wraps, never the node given).
    pub(crate) fn expr(&mut self, e: ExprId) -> ExprId {
        let kind = self.ast[e].kind.clone();
        let span = self.ast[e].span;
        match kind {
            ExprKind::Error => self.fail(e),
            ExprKind::IntLit {
                value,
                suffix,
                decimal,
            } => {
                let ty = int_literal_type(value, suffix.unsigned, suffix.long, decimal);
                self.set(e, ty, ValueKind::RValue)
            }
            ExprKind::FloatLit { suffix, .. } => {
                let ty = float_suffix_type(suffix);
                self.set(e, ty, ValueKind::RValue)
            }
            ExprKind::ImaginaryLit { suffix, .. } => {
                let real = float_suffix_type(suffix);
                let f = self.types.float_kind(real).unwrap_or(FloatKind::Double);
                let ty = self.types.mk(TypeKind::Complex(f));
                self.set(e, ty, ValueKind::RValue)
            }
            ExprKind::CharLit { encoding, .. } => {
                let ty = match encoding {
                    Encoding::Plain | Encoding::Wide => TypeId::INT,
                    Encoding::Utf8 => TypeId::UCHAR,
                    Encoding::Utf16 => TypeId::USHORT,
                    Encoding::Utf32 => TypeId::UINT,
                };
                self.set(e, ty, ValueKind::RValue)
            }
            ExprKind::StringLit { units, encoding } => {
                let elem = string_elem_type(encoding);
                let ty = self
                    .types
                    .array_of(elem, ArrayLen::Fixed(units.len() as u64 + 1));
                self.set(e, ty, ValueKind::LValue)
            }
            ExprKind::Ident { name, .. } => self.ident(e, &name, span, false),
            ExprKind::Unary { op, operand } => self.unary(e, op, operand),
            ExprKind::Binary { op, lhs, rhs } => self.binary(e, op, lhs, rhs),
            ExprKind::Assign { op, lhs, rhs, .. } => self.assign(e, op, lhs, rhs),
            ExprKind::Conditional { cond, then, els } => self.conditional(e, cond, then, els),
            ExprKind::Call { callee, args } => self.call(e, callee, args),
            ExprKind::Index { base, index } => self.index(e, base, index),
            ExprKind::Member {
                base,
                name,
                name_span,
                arrow,
                ..
            } => self.member(e, base, &name, name_span, arrow),
            ExprKind::Cast { ty, operand } => self.explicit_cast(e, ty, operand),
            ExprKind::SizeofExpr(operand) => {
                let op = self.expr(operand);
                let t = self.ty_of(op);
                if self.bit_field_width(op).is_some() {
                    let at = match &self.ast[op].kind {
                        ExprKind::Member { name_span, .. } => *name_span,
                        _ => self.span_of(op),
                    };
                    self.error(at, "invalid application of 'sizeof' to bit-field");
                    return self.fail(e);
                }
                self.sizeof_check(e, t, span, "sizeof")
            }
            ExprKind::SizeofType(tn) => {
                let t = self.type_name(tn);
                self.sizeof_check(e, t, span, "sizeof")
            }
            ExprKind::AlignofType(tn) => {
                let t = self.type_name(tn);
                self.sizeof_check(e, t, span, "alignof")
            }
            ExprKind::AlignofExpr(operand) => {
                let op = self.expr(operand);
                let t = self.ty_of(op);
                self.sizeof_check(e, t, span, "alignof")
            }
            ExprKind::CompoundLiteral { ty, init } => {
                let t = self.type_name(ty);
                if self.types.is_variably_modified(t) {
                    self.error(
                        self.ast[ty].span,
                        "compound literal has variable-length array type",
                    );
                    return self.fail(e);
                }
                let is_static = self.func.is_none();
                let t = self.check_initializer(init, t, is_static);
                self.set(e, t, ValueKind::LValue)
            }
            ExprKind::StmtExpr(body) => {
                let ty = self.stmt_expr(body);
                self.set(e, ty, ValueKind::RValue)
            }
            ExprKind::Generic { ctrl, assocs, .. } => self.generic(e, ctrl, assocs),
            ExprKind::VaArg { ap, ty } => {
                let ap = self.rvalue(ap);
                self.replace_child(e, 0, ap);
                let t = self.type_name(ty);
                self.set(e, t, ValueKind::RValue)
            }
            ExprKind::Offsetof { ty, path } => {
                let t = self.type_name(ty);
                if self.offsetof_value(t, &path, true).is_none() && !self.types.is_error(t) {
                    return self.fail(e);
                }
                self.set(e, TypeId::ULONG, ValueKind::RValue)
            }
            ExprKind::TypesCompatible(a, b) => {
                self.type_name(a);
                self.type_name(b);
                self.set(e, TypeId::INT, ValueKind::RValue)
            }
            ExprKind::LabelAddr(name) => {
                if let Some(f) = &mut self.func {
                    f.gotos.push((name, span));
                }
                let vp = self.types.pointer_to(TypeId::VOID);
                self.set(e, vp, ValueKind::RValue)
            }
            ExprKind::ImplicitCast { .. } => e,
        }
    }

    /// Replaces the `n`th child of a node (in the order the kind lists them).
    fn replace_child(&mut self, e: ExprId, n: usize, new: ExprId) {
        match &mut self.ast[e].kind {
            ExprKind::Unary { operand, .. } | ExprKind::Cast { operand, .. } => *operand = new,
            ExprKind::Binary { lhs, rhs, .. } | ExprKind::Assign { lhs, rhs, .. } => {
                if n == 0 {
                    *lhs = new
                } else {
                    *rhs = new
                }
            }
            ExprKind::Index { base, index } => {
                if n == 0 {
                    *base = new
                } else {
                    *index = new
                }
            }
            ExprKind::Member { base, .. } => *base = new,
            ExprKind::VaArg { ap, .. } => *ap = new,
            ExprKind::Generic { ctrl, .. } => *ctrl = new,
            ExprKind::Conditional { cond, then, els } => match n {
                0 => *cond = new,
                1 => *then = Some(new),
                _ => *els = new,
            },
            ExprKind::Call { callee, args } => {
                if n == 0 {
                    *callee = new
                } else if let Some(a) = args.get_mut(n - 1) {
                    *a = new
                }
            }
            _ => {}
        }
    }

    fn ident(&mut self, e: ExprId, name: &str, span: Span, callee: bool) -> ExprId {
        if let Some(d) = self.lookup(name) {
            if let ExprKind::Ident { res, .. } = &mut self.ast[e].kind {
                *res = Resolution::Decl(d);
            }
            let decl = &self.ast[d];
            let ty = decl.ty;
            return match decl.kind {
                DeclKind::Typedef => {
                    self.error(
                        span,
                        format!("unexpected type name '{name}': expected expression"),
                    );
                    self.fail(e)
                }
                DeclKind::EnumConstant => self.set(e, ty, ValueKind::RValue),
                _ if self.types.is_function(ty) => self.set(e, ty, ValueKind::Function),
                _ => self.set(e, ty, ValueKind::LValue),
            };
        }
        if matches!(name, "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__") {
            let len = self.func.as_ref().map_or(0, |f| f.name.len()) as u64 + 1;
            let cc = self.types.qualified(TypeId::CHAR, Qualifiers::CONST);
            let ty = self.types.array_of(cc, ArrayLen::Fixed(len));
            if let ExprKind::Ident { res, .. } = &mut self.ast[e].kind {
                *res = Resolution::Builtin;
            }
            if self.func.is_none() {
                self.warn(
                    span,
                    "predefined-identifier-outside-function",
                    "predefined identifier is only valid inside function",
                );
            }
            return self.set(e, ty, ValueKind::LValue);
        }
        if let Some(ty) = self.builtin_function_type(name) {
            if let ExprKind::Ident { res, .. } = &mut self.ast[e].kind {
                *res = Resolution::Builtin;
            }
            return self.set(e, ty, ValueKind::Function);
        }
        if callee {
            let d = self.implicit_function_decl(name, span);
            if let ExprKind::Ident { res, .. } = &mut self.ast[e].kind {
                *res = Resolution::Decl(d);
            }
            let ty = self.ast[d].ty;
            return self.set(e, ty, ValueKind::Function);
        } else {
            let mut d = Diagnostic::error(span, format!("use of undeclared identifier '{name}'"));
            if let Some(similar) = self.similar_name(name) {
                d = Diagnostic::error(
                    span,
                    format!("use of undeclared identifier '{name}'; did you mean '{similar}'?"),
                );
                if let Some(decl) = self.lookup(&similar) {
                    let ds = self.ast[decl].declarator.name_span;
                    d = d.with_note(Some(ds), format!("'{similar}' declared here"));
                }
            }
            self.emit(d);
        }
        self.fail(e)
    }

    /// GCC built-in functions used by glibc headers and HPC code. Their types are permissive
    /// (no prototype) where the real signature is generic.
    fn builtin_function_type(&mut self, name: &str) -> Option<TypeId> {
        if !(name.starts_with("__builtin_")
            || name.starts_with("__sync_")
            || name.starts_with("__atomic_"))
        {
            return None;
        }
        let base = name.trim_start_matches("__builtin_");
        let vp = self.types.pointer_to(TypeId::VOID);
        let ret = match base {
            "expect" | "expect_with_probability" => TypeId::LONG,
            "va_start" | "va_end" | "va_copy" | "unreachable" | "trap" | "abort" | "prefetch"
            | "__clear_cache" => TypeId::VOID,
            "inf" | "huge_val" | "nan" | "nans" | "fabs" | "sqrt" | "copysign" | "fmax"
            | "fmin" | "floor" | "ceil" | "exp" | "log" | "pow" | "sin" | "cos" => TypeId::DOUBLE,
            "inff" | "huge_valf" | "nanf" | "nansf" | "fabsf" | "sqrtf" | "copysignf" => {
                TypeId::FLOAT
            }
            "infl" | "huge_vall" | "nanl" | "nansl" | "fabsl" | "sqrtl" | "copysignl" => {
                TypeId::LONGDOUBLE
            }
            "inff128" | "huge_valf128" | "nanf128" | "nansf128" | "fabsf128" => TypeId::FLOAT128,
            "inff16" | "huge_valf16" | "nanf16" => TypeId::FLOAT16,
            "inff32" | "huge_valf32" | "nanf32" => TypeId::FLOAT,
            "inff64" | "huge_valf64" | "nanf64" | "inff32x" | "huge_valf32x" | "nanf32x" => {
                TypeId::DOUBLE
            }
            "inff64x" | "huge_valf64x" | "nanf64x" => TypeId::LONGDOUBLE,
            "bswap16" => TypeId::USHORT,
            "bswap32" => TypeId::UINT,
            "bswap64" => TypeId::ULONG,
            "object_size" | "dynamic_object_size" | "strlen" => TypeId::ULONG,
            "alloca" | "memcpy" | "memset" | "memmove" | "return_address" | "frame_address"
            | "assume_aligned" => vp,
            _ => TypeId::INT,
        };
        Some(self.types.mk(TypeKind::Function {
            ret,
            params: Vec::new(),
            variadic: false,
            prototype: false,
        }))
    }

    fn sizeof_check(&mut self, e: ExprId, t: TypeId, span: Span, what: &str) -> ExprId {
        if self.types.is_error(t) {
            return self.set(e, TypeId::ULONG, ValueKind::RValue);
        }
        // gcc 12 accepts `sizeof` of a function silently (1); `-Wpointer-arith` or
        // `-Wpedantic` ask for the warning.
        if self.types.is_function(t)
            && (self.warning_enabled("pointer-arith") || self.warning_enabled("pedantic"))
        {
            self.warn(
                span,
                "pointer-arith",
                format!("invalid application of '{what}' to a function type"),
            );
        } else if !self.types.is_complete(t) && !self.types.is_void(t) {
            let msg = format!(
                "invalid application of '{what}' to an incomplete type '{}'",
                self.ty_str(t)
            );
            self.error(span, msg);
            return self.fail(e);
        }
        self.set(e, TypeId::ULONG, ValueKind::RValue)
    }

    // ---- operators ----

    fn unary(&mut self, e: ExprId, op: UnaryOp, operand: ExprId) -> ExprId {
        let span = self.span_of(e);
        match op {
            UnaryOp::AddrOf => {
                let o = self.expr(operand);
                let ty = self.ty_of(o);
                if self.types.is_error(ty) {
                    return self.fail(e);
                }
                match self.ast[o].value_kind {
                    ValueKind::Function | ValueKind::LValue => {
                        if self.bit_field_width(o).is_some() {
                            self.error(span, "address of bit-field requested");
                            return self.fail(e);
                        }
                        if let ExprKind::Ident {
                            res: Resolution::Decl(d),
                            ..
                        } = self.ast[o].kind
                        {
                            if self.ast[self.ast[d].specs].storage == Some(StorageClass::Register) {
                                self.error(span, "address of register variable requested");
                                return self.fail(e);
                            }
                        }
                        let p = self.types.pointer_to(ty);
                        self.set(e, p, ValueKind::RValue)
                    }
                    ValueKind::RValue => {
                        let msg = format!(
                            "cannot take the address of an rvalue of type '{}'",
                            self.ty_str(ty)
                        );
                        self.error(span, msg);
                        self.fail(e)
                    }
                }
            }
            UnaryOp::Deref => {
                let o = self.rvalue(operand);
                self.replace_child(e, 0, o);
                let ty = self.ty_of(o);
                if self.types.is_error(ty) {
                    return self.fail(e);
                }
                match self.types.pointee(ty) {
                    Some(p) if self.types.is_function(p) => self.set(e, p, ValueKind::Function),
                    Some(p) => self.set(e, p, ValueKind::LValue),
                    None => {
                        let msg = format!(
                            "indirection requires pointer operand ('{}' invalid)",
                            self.ty_str(ty)
                        );
                        self.error(span, msg);
                        self.fail(e)
                    }
                }
            }
            UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot => {
                let o = self.rvalue(operand);
                let ty = self.ty_of(o);
                let ok = if op == UnaryOp::BitNot {
                    self.types.is_integer(ty) || self.types.is_complex(ty)
                } else {
                    self.types.is_arithmetic(ty)
                };
                if !ok {
                    if !self.types.is_error(ty) {
                        let msg = format!(
                            "invalid argument type '{}' to unary expression",
                            self.ty_str(ty)
                        );
                        self.error(span, msg);
                    }
                    self.replace_child(e, 0, o);
                    return self.fail(e);
                }
                let o = self.promote(o);
                self.replace_child(e, 0, o);
                let t = self.ty_of(o);
                self.set(e, t, ValueKind::RValue)
            }
            UnaryOp::LogNot => {
                let o = self.rvalue(operand);
                self.replace_child(e, 0, o);
                if !self.require_scalar(o, "invalid argument type '{}' to unary expression", span) {
                    return self.fail(e);
                }
                self.set(e, TypeId::INT, ValueKind::RValue)
            }
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                let o = self.expr(operand);
                let ty = self.ty_of(o);
                if self.types.is_error(ty) {
                    return self.fail(e);
                }
                let at = self.loc_of(e);
                if !self.check_modifiable(o, at) {
                    return self.fail(e);
                }
                let unq = self.types.unqualified(ty);
                if !(self.types.is_arithmetic(unq) || self.types.is_pointer(unq)) {
                    let msg = format!(
                        "cannot {} value of type '{}'",
                        if matches!(op, UnaryOp::PreInc | UnaryOp::PostInc) {
                            "increment"
                        } else {
                            "decrement"
                        },
                        self.ty_str(ty)
                    );
                    self.error(span, msg);
                    return self.fail(e);
                }
                self.set(e, unq, ValueKind::RValue)
            }
            UnaryOp::Real | UnaryOp::Imag => {
                let o = self.expr(operand);
                let ty = self.ty_of(o);
                if !self.types.is_arithmetic(ty) {
                    if !self.types.is_error(ty) {
                        let msg = format!(
                            "invalid type '{}' to {} operator",
                            self.ty_str(ty),
                            if op == UnaryOp::Real {
                                "__real"
                            } else {
                                "__imag"
                            }
                        );
                        self.error(span, msg);
                    }
                    return self.fail(e);
                }
                let vk = self.ast[o].value_kind;
                let real = match self.types.float_kind(ty) {
                    Some(f) if self.types.is_complex(ty) => self.types.mk(TypeKind::Float(f)),
                    _ => self.types.unqualified(ty),
                };
                if !self.types.is_complex(ty) {
                    let o = self.decay(o);
                    self.replace_child(e, 0, o);
                    return self.set(e, real, ValueKind::RValue);
                }
                self.set(e, real, vk)
            }
            UnaryOp::Extension => {
                let o = self.expr(operand);
                let (t, vk) = (self.ty_of(o), self.ast[o].value_kind);
                self.set(e, t, vk)
            }
        }
    }

    fn require_scalar(&mut self, e: ExprId, fmt: &str, span: Span) -> bool {
        let ty = self.ty_of(e);
        if self.types.is_error(ty) {
            return false;
        }
        if !self.types.is_scalar(ty) {
            let msg = fmt.replace("{}", &self.ty_str(ty));
            self.error(span, msg);
            return false;
        }
        true
    }

    /// A modifiable lvalue (§6.3.2.1p1), with clang's messages when it is not.
    pub(crate) fn check_modifiable(&mut self, e: ExprId, span: Span) -> bool {
        let ty = self.ty_of(e);
        if self.types.is_error(ty) {
            return false;
        }
        if self.ast[e].value_kind != ValueKind::LValue {
            self.error(span, "expression is not assignable");
            return false;
        }
        if self.types.is_array(ty) {
            let msg = format!("array type '{}' is not assignable", self.ty_str(ty));
            self.error(span, msg);
            return false;
        }
        if self.types.quals(ty).is_const {
            let mut inner = e;
            while let ExprKind::Unary {
                op: UnaryOp::Extension,
                operand,
            } = self.ast[inner].kind
            {
                inner = operand;
            }
            let d = match &self.ast[inner].kind {
                ExprKind::Ident {
                    name,
                    res: Resolution::Decl(d),
                } => {
                    let ds = self.ast[*d].declarator.name_span;
                    Diagnostic::error(
                        span,
                        format!(
                            "cannot assign to variable '{name}' with const-qualified type '{}'",
                            self.ty_str(ty)
                        ),
                    )
                    .with_note(Some(ds), format!("variable '{name}' declared const here"))
                }
                ExprKind::Member {
                    name,
                    field: Some(f),
                    ..
                } if self.types.quals(self.ast[*f].ty).is_const => {
                    let ds = self.ast[*f].declarator.name_span;
                    Diagnostic::error(span, format!("cannot assign to non-static data member '{name}' with const-qualified type '{}'", self.ty_str(ty)))
                        .with_note(Some(ds), format!("non-static data member '{name}' declared const here"))
                }
                _ => Diagnostic::error(span, "read-only variable is not assignable"),
            };
            self.emit(d);
            return false;
        }
        if let Some(r) = self.types.record_of(ty) {
            if let Some(f) = self
                .types
                .record(r)
                .fields
                .iter()
                .find(|f| self.types.quals(f.ty).is_const)
            {
                let name = f.name.clone().unwrap_or_default();
                let what = match &self.ast[e].kind {
                    ExprKind::Ident { name: v, .. } => format!(
                        "cannot assign to variable '{v}' with const-qualified data member '{name}'"
                    ),
                    _ => "cannot assign to lvalue with const-qualified data member".to_string(),
                };
                self.error(span, what);
                return false;
            }
        }
        if !self.types.is_complete(ty) {
            let msg = format!("incomplete type '{}' is not assignable", self.ty_str(ty));
            self.error(span, msg);
            return false;
        }
        true
    }

    fn invalid_operands(&mut self, e: ExprId, l: TypeId, r: TypeId) -> ExprId {
        if !self.types.is_error(l) && !self.types.is_error(r) {
            let msg = format!(
                "invalid operands to binary expression ('{}' and '{}')",
                self.ty_str(l),
                self.ty_str(r)
            );
            let span = self.loc_of(e);
            self.error(span, msg);
        }
        self.fail(e)
    }

    /// Converts both operands to their common arithmetic type; returns it.
    fn arith_convert(&mut self, e: ExprId, l: ExprId, r: ExprId) -> TypeId {
        let (lt, rt) = (self.ty_of(l), self.ty_of(r));
        let common = self.types.usual_arithmetic(lt, rt);
        let l = self.convert(l, common);
        let r = self.convert(r, common);
        self.replace_child(e, 0, l);
        self.replace_child(e, 1, r);
        common
    }

    fn binary(&mut self, e: ExprId, op: BinaryOp, lhs: ExprId, rhs: ExprId) -> ExprId {
        use BinaryOp::*;
        let l = self.rvalue(lhs);
        let r = self.rvalue(rhs);
        self.replace_child(e, 0, l);
        self.replace_child(e, 1, r);
        let (lt, rt) = (self.ty_of(l), self.ty_of(r));
        if self.types.is_error(lt) || self.types.is_error(rt) {
            return self.fail(e);
        }
        let t = &self.types;
        match op {
            Comma => self.set(e, rt, ValueKind::RValue),
            Mul | Div => {
                if !(t.is_arithmetic(lt) && t.is_arithmetic(rt)) {
                    return self.invalid_operands(e, lt, rt);
                }
                let c = self.arith_convert(e, l, r);
                self.set(e, c, ValueKind::RValue)
            }
            Rem | BitAnd | BitXor | BitOr => {
                if !(t.is_integer(lt) && t.is_integer(rt)) {
                    return self.invalid_operands(e, lt, rt);
                }
                let c = self.arith_convert(e, l, r);
                self.set(e, c, ValueKind::RValue)
            }
            Shl | Shr => {
                if !(t.is_integer(lt) && t.is_integer(rt)) {
                    return self.invalid_operands(e, lt, rt);
                }
                let l = self.promote(l);
                let r = self.promote(r);
                self.replace_child(e, 0, l);
                self.replace_child(e, 1, r);
                let ty = self.ty_of(l);
                self.set(e, ty, ValueKind::RValue)
            }
            Add | Sub => {
                if t.is_arithmetic(lt) && t.is_arithmetic(rt) {
                    let c = self.arith_convert(e, l, r);
                    return self.set(e, c, ValueKind::RValue);
                }
                let (lp, rp) = (t.pointee(lt), t.pointee(rt));
                match (lp, rp) {
                    (Some(p), None) if t.is_integer(rt) => {
                        if !self.check_pointer_arith(e, p) {
                            return self.fail(e);
                        }
                        let r = self.promote(r);
                        self.replace_child(e, 1, r);
                        self.set(e, lt, ValueKind::RValue)
                    }
                    (None, Some(p)) if op == Add && t.is_integer(lt) => {
                        if !self.check_pointer_arith(e, p) {
                            return self.fail(e);
                        }
                        let l = self.promote(l);
                        self.replace_child(e, 0, l);
                        self.set(e, rt, ValueKind::RValue)
                    }
                    (Some(a), Some(b)) if op == Sub => {
                        let ua = self.types.unqualified(a);
                        let ub = self.types.unqualified(b);
                        if !self.types.compatible(ua, ub) {
                            let msg = format!(
                                "'{}' and '{}' are not pointers to compatible types",
                                self.ty_str(lt),
                                self.ty_str(rt)
                            );
                            let span = self.loc_of(e);
                            self.error(span, msg);
                            return self.fail(e);
                        }
                        if !self.check_pointer_arith(e, a) {
                            return self.fail(e);
                        }
                        self.set(e, TypeId::LONG, ValueKind::RValue)
                    }
                    _ => self.invalid_operands(e, lt, rt),
                }
            }
            Lt | Gt | Le | Ge | Eq | Ne => {
                let equality = matches!(op, Eq | Ne);
                let arith_ok = if equality {
                    t.is_arithmetic(lt) && t.is_arithmetic(rt)
                } else {
                    t.is_integer(lt) || t.is_real_floating(lt)
                } && (if equality {
                    true
                } else {
                    t.is_integer(rt) || t.is_real_floating(rt)
                });
                if arith_ok {
                    self.arith_convert(e, l, r);
                    return self.set(e, TypeId::INT, ValueKind::RValue);
                }
                let (lptr, rptr) = (t.is_pointer(lt), t.is_pointer(rt));
                if lptr && rptr {
                    let (a, b) = (
                        t.pointee(lt).unwrap_or(TypeId::ERROR),
                        t.pointee(rt).unwrap_or(TypeId::ERROR),
                    );
                    let ua = self.types.unqualified(a);
                    let ub = self.types.unqualified(b);
                    let void_involved = self.types.is_void(ua) || self.types.is_void(ub);
                    if !void_involved && !self.types.compatible(ua, ub) {
                        let msg = format!(
                            "comparison of distinct pointer types ('{}' and '{}')",
                            self.ty_str(lt),
                            self.ty_str(rt)
                        );
                        // gcc 12: a warning of no `-W` option.
                        let span = self.span_of(e);
                        self.warn_no_option(span, msg);
                    }
                    // Compare as the left operand's type.
                    let r = self.convert(r, lt);
                    self.replace_child(e, 1, r);
                    return self.set(e, TypeId::INT, ValueKind::RValue);
                }
                if (lptr && self.types.is_integer(rt)) || (rptr && self.types.is_integer(lt)) {
                    // The integer side (child 1 or 0) is compared as the pointer's type.
                    let (index, int_side, ptr_ty) = if lptr { (1, r, lt) } else { (0, l, rt) };
                    if !self.is_null_pointer_constant(int_side) {
                        let msg = format!(
                            "comparison between pointer and integer ('{}' and '{}')",
                            self.ty_str(lt),
                            self.ty_str(rt)
                        );
                        // gcc 12: a warning of no `-W` option.
                        let span = self.span_of(e);
                        self.warn_no_option(span, msg);
                    }
                    let converted = self.convert(int_side, ptr_ty);
                    self.replace_child(e, index, converted);
                    return self.set(e, TypeId::INT, ValueKind::RValue);
                }
                self.invalid_operands(e, lt, rt)
            }
            LogAnd | LogOr => {
                if !(t.is_scalar(lt) && t.is_scalar(rt)) {
                    return self.invalid_operands(e, lt, rt);
                }
                self.set(e, TypeId::INT, ValueKind::RValue)
            }
        }
    }

    /// Pointer arithmetic needs a complete object type (§6.5.6p2); `void *` and function
    /// pointers are a GNU extension (size 1).
    fn check_pointer_arith(&mut self, e: ExprId, pointee: TypeId) -> bool {
        if self.types.is_void(pointee) || self.types.is_function(pointee) {
            return true;
        }
        if !self.types.is_complete(pointee) {
            let msg = format!(
                "arithmetic on a pointer to an incomplete type '{}'",
                self.ty_str(pointee)
            );
            let span = self.span_of(e);
            self.error(span, msg);
            return false;
        }
        true
    }

    fn assign(&mut self, e: ExprId, op: Option<BinaryOp>, lhs: ExprId, rhs: ExprId) -> ExprId {
        let l = self.expr(lhs);
        let r = self.rvalue(rhs);
        self.replace_child(e, 1, r);
        let lt = self.ty_of(l);
        let rt = self.ty_of(r);
        if self.types.is_error(lt) || self.types.is_error(rt) {
            return self.fail(e);
        }
        let at = self.loc_of(e);
        if !self.check_modifiable(l, at) {
            return self.fail(e);
        }
        let target = self.types.unqualified(lt);
        match op {
            None => {
                let r = self.assign_convert(r, target, AssignCtx::Assigning, at);
                self.replace_child(e, 1, r);
            }
            Some(bop) => {
                // E1 op= E2 is E1 = E1 op E2 with E1 evaluated once (§6.5.16.2p3): the
                // operation type is recorded; the right operand is converted to it.
                let t = &self.types;
                let compute = if t.is_arithmetic(target) && t.is_arithmetic(rt) {
                    let ok = match bop {
                        BinaryOp::Rem
                        | BinaryOp::BitAnd
                        | BinaryOp::BitOr
                        | BinaryOp::BitXor
                        | BinaryOp::Shl
                        | BinaryOp::Shr => t.is_integer(target) && t.is_integer(rt),
                        _ => true,
                    };
                    if !ok {
                        return self.invalid_operands(e, lt, rt);
                    }
                    if matches!(bop, BinaryOp::Shl | BinaryOp::Shr) {
                        let r = self.promote(r);
                        self.replace_child(e, 1, r);
                        self.types.promote(target)
                    } else {
                        let c = self.types.usual_arithmetic(target, rt);
                        let r = self.convert(r, c);
                        self.replace_child(e, 1, r);
                        c
                    }
                } else if t.is_pointer(target)
                    && t.is_integer(rt)
                    && matches!(bop, BinaryOp::Add | BinaryOp::Sub)
                {
                    let p = self.types.pointee(target).unwrap_or(TypeId::ERROR);
                    if !self.check_pointer_arith(e, p) {
                        return self.fail(e);
                    }
                    let r = self.promote(r);
                    self.replace_child(e, 1, r);
                    target
                } else {
                    return self.invalid_operands(e, lt, rt);
                };
                if let ExprKind::Assign { compute_ty, .. } = &mut self.ast[e].kind {
                    *compute_ty = compute;
                }
            }
        }
        self.set(e, target, ValueKind::RValue)
    }

    /// Simple-assignment constraints (§6.5.16.1p1) and the conversion of `e` to `to`.
    pub(crate) fn assign_convert(
        &mut self,
        e: ExprId,
        to: TypeId,
        ctx: AssignCtx,
        span: Span,
    ) -> ExprId {
        let to = self.types.unqualified(to);
        let from = self.ty_of(e);
        if self.types.is_error(from) || self.types.is_error(to) {
            return e;
        }
        let t = &self.types;
        let mismatch = if t.is_arithmetic(to) && t.is_arithmetic(from) {
            None
        } else if t.is_record(to) || t.is_record(from) {
            let uf = self.types.unqualified(from);
            if self.types.compatible(to, uf) {
                None
            } else {
                Some(Mismatch::Incompatible)
            }
        } else if matches!(t.kind(to), TypeKind::Bool) && t.is_pointer(from) {
            None
        } else if t.is_pointer(to) {
            if self.is_null_pointer_constant(e) {
                None
            } else if let (Some(tp), Some(fp)) = (t.pointee(to), t.pointee(from)) {
                let (tq, fq) = (t.quals(tp), t.quals(fp));
                let (utp, ufp) = (self.types.unqualified(tp), self.types.unqualified(fp));
                // `void *` and function pointers convert both ways silently in gcc (only
                // `-Wpedantic` objects, §6.3.2.3 does not cover it).
                let void_ok = self.types.is_void(utp) || self.types.is_void(ufp);
                if !(void_ok || self.types.compatible(utp, ufp)) {
                    if self.differ_in_signedness(utp, ufp) {
                        Some(Mismatch::PointerSign)
                    } else {
                        Some(Mismatch::PointerTypes)
                    }
                } else if !tq.contains(Qualifiers {
                    is_restrict: false,
                    ..fq
                }) {
                    Some(Mismatch::DiscardsQualifiers)
                } else {
                    None
                }
            } else if self.types.is_integer(from) {
                Some(Mismatch::IntToPointer)
            } else {
                Some(Mismatch::Incompatible)
            }
        } else if t.is_integer(to) && t.is_pointer(from) {
            Some(Mismatch::PointerToInt)
        } else if t.compatible(to, from) {
            None
        } else {
            Some(Mismatch::Incompatible)
        };
        if let Some(m) = mismatch {
            // clang names the operand's type before array/function decay ('char[4]').
            let shown_from = match self.ast[e].kind {
                ExprKind::ImplicitCast {
                    kind: CastKind::ArrayToPointer | CastKind::FunctionToPointer,
                    operand,
                } => self.ty_of(operand),
                _ => from,
            };
            let (ts, fs) = (self.ty_str(to), self.ty_str(shown_from));
            let (prefix, body) = match ctx {
                AssignCtx::Assigning => ("assigning to", format!("'{ts}' from '{fs}'")),
                AssignCtx::Initializing => (
                    "initializing",
                    format!("'{ts}' with an expression of type '{fs}'"),
                ),
                AssignCtx::Passing => ("passing", format!("'{fs}' to parameter of type '{ts}'")),
                AssignCtx::Returning => (
                    "returning",
                    format!("'{fs}' from a function with result type '{ts}'"),
                ),
            };
            match m {
                Mismatch::Incompatible => {
                    let msg = match ctx {
                        AssignCtx::Assigning => {
                            format!("assigning to '{ts}' from incompatible type '{fs}'")
                        }
                        AssignCtx::Initializing => format!(
                            "initializing '{ts}' with an expression of incompatible type '{fs}'"
                        ),
                        AssignCtx::Passing => {
                            format!("passing '{fs}' to parameter of incompatible type '{ts}'")
                        }
                        AssignCtx::Returning => format!(
                            "returning '{fs}' from a function with incompatible result type '{ts}'"
                        ),
                    };
                    self.error(span, msg);
                    return e;
                }
                // gcc 12 (whose __GNUC__ oxacc advertises) warns about these and converts;
                // clang 15/16 made them errors, gcc 14 too. `-Werror=…` restores the error.
                Mismatch::PointerTypes => {
                    self.warn(
                        span,
                        "incompatible-pointer-types",
                        format!("incompatible pointer types {prefix} {body}"),
                    );
                }
                // Pointees that differ only in signedness: gcc's `-Wpointer-sign`, off by
                // default and on with `-Wall`.
                Mismatch::PointerSign => {
                    if self.warning_enabled("pointer-sign") {
                        self.warn(
                            span,
                            "pointer-sign",
                            format!("{prefix} {body} converts between pointers to integer types with different sign"),
                        );
                    }
                }
                Mismatch::DiscardsQualifiers => {
                    self.warn(
                        span,
                        "discarded-qualifiers",
                        format!("{prefix} {body} discards qualifiers"),
                    );
                }
                Mismatch::IntToPointer => {
                    let hint = self.int_conversion_hint(e, to, from, true);
                    self.warn(
                        span,
                        "int-conversion",
                        format!("incompatible integer to pointer conversion {prefix} {body}{hint}"),
                    );
                }
                Mismatch::PointerToInt => {
                    let hint = self.int_conversion_hint(e, from, to, false);
                    self.warn(
                        span,
                        "int-conversion",
                        format!("incompatible pointer to integer conversion {prefix} {body}{hint}"),
                    );
                }
            }
        }
        self.convert(e, to)
    }

    /// Pointee types that are integer types of one width and different signedness
    /// (`int` and `unsigned`, `char` and `unsigned char`): gcc's `-Wpointer-sign` case.
    fn differ_in_signedness(&self, a: TypeId, b: TypeId) -> bool {
        match (self.types.kind(a), self.types.kind(b)) {
            (TypeKind::Int(x), TypeKind::Int(y)) => x.bits() == y.bits() && x != y,
            _ => false,
        }
    }

    /// clang's fix-it hints on int/pointer mismatches: `take the address with &` when the
    /// operand is an lvalue of the pointee type, `remove &` when it is an address, and
    /// `dereference with *` when the pointee is the integer type wanted.
    fn int_conversion_hint(
        &mut self,
        e: ExprId,
        ptr: TypeId,
        int_ty: TypeId,
        to_pointer: bool,
    ) -> &'static str {
        let Some(pointee) = self.types.pointee(ptr) else {
            return "";
        };
        let pointee = self.types.unqualified(pointee);
        let mut inner = e;
        while let ExprKind::ImplicitCast { operand, .. } = self.ast[inner].kind {
            inner = operand;
        }
        let inner_ty = self.types.unqualified(self.ty_of(inner));
        if to_pointer {
            if self.ast[inner].value_kind == ValueKind::LValue && inner_ty == pointee {
                return "; take the address with &";
            }
            return "";
        }
        if let ExprKind::Unary {
            op: UnaryOp::AddrOf,
            ..
        } = self.ast[inner].kind
        {
            return "; remove &";
        }
        let int_ty = self.types.unqualified(int_ty);
        if pointee == int_ty && !matches!(self.ast[inner].kind, ExprKind::StringLit { .. }) {
            return "; dereference with *";
        }
        ""
    }

    fn conditional(
        &mut self,
        e: ExprId,
        cond: ExprId,
        then: Option<ExprId>,
        els: ExprId,
    ) -> ExprId {
        let c = self.rvalue(cond);
        self.replace_child(e, 0, c);
        let span = self.span_of(e);
        let cond_ok = self.require_scalar(
            c,
            "used type '{}' where arithmetic or pointer type is required",
            self.span_of(c),
        );
        // GNU `c ?: b`: the condition's value is the middle operand.
        let t = match then {
            Some(t) => {
                let t = self.rvalue(t);
                self.replace_child(e, 1, t);
                t
            }
            None => c,
        };
        let f = self.rvalue(els);
        self.replace_child(e, 2, f);
        let (tt, ft) = (self.ty_of(t), self.ty_of(f));
        if !cond_ok || self.types.is_error(tt) || self.types.is_error(ft) {
            return self.fail(e);
        }
        let types = &self.types;
        let result = if types.is_arithmetic(tt) && types.is_arithmetic(ft) {
            let common = self.types.usual_arithmetic(tt, ft);
            if then.is_some() {
                let t2 = self.convert(t, common);
                self.replace_child(e, 1, t2);
            }
            let f2 = self.convert(f, common);
            self.replace_child(e, 2, f2);
            common
        } else if types.is_void(tt) && types.is_void(ft) {
            TypeId::VOID
        } else if (types.is_record(tt) || types.is_record(ft)) && types.compatible(tt, ft) {
            tt
        } else if types.is_pointer(tt) && (types.is_pointer(ft) || self.is_null_pointer_constant(f))
        {
            let r = self.pointer_conditional_type(tt, ft, f, span);
            let f2 = self.convert(f, r);
            self.replace_child(e, 2, f2);
            if then.is_some() {
                let t2 = self.convert(t, r);
                self.replace_child(e, 1, t2);
            }
            r
        } else if types.is_pointer(ft) && self.is_null_pointer_constant(t) {
            if then.is_some() {
                let t2 = self.convert(t, ft);
                self.replace_child(e, 1, t2);
            }
            ft
        } else if types.is_void(tt) || types.is_void(ft) {
            TypeId::VOID
        } else if (types.is_pointer(tt) && types.is_integer(ft))
            || (types.is_integer(tt) && types.is_pointer(ft))
        {
            // gcc 12 warns (no `-W` option) and converts the integer to the pointer type.
            let ptr = if types.is_pointer(tt) { tt } else { ft };
            let msg = format!(
                "pointer/integer type mismatch in conditional expression ('{}' and '{}')",
                self.ty_str(tt),
                self.ty_str(ft)
            );
            self.warn_no_option(span, msg);
            let f2 = self.convert(f, ptr);
            self.replace_child(e, 2, f2);
            if then.is_some() {
                let t2 = self.convert(t, ptr);
                self.replace_child(e, 1, t2);
            }
            ptr
        } else {
            let msg = format!(
                "incompatible operand types ('{}' and '{}')",
                self.ty_str(tt),
                self.ty_str(ft)
            );
            self.error(span, msg);
            return self.fail(e);
        };
        self.set(e, result, ValueKind::RValue)
    }

    fn pointer_conditional_type(
        &mut self,
        tt: TypeId,
        ft: TypeId,
        f: ExprId,
        span: Span,
    ) -> TypeId {
        if !self.types.is_pointer(ft) || self.is_null_pointer_constant(f) {
            return tt;
        }
        let (a, b) = (
            self.types.pointee(tt).unwrap_or(TypeId::VOID),
            self.types.pointee(ft).unwrap_or(TypeId::VOID),
        );
        let quals = self.types.quals(a).union(self.types.quals(b));
        let (ua, ub) = (self.types.unqualified(a), self.types.unqualified(b));
        let base = if self.types.is_void(ua) || self.types.is_void(ub) {
            TypeId::VOID
        } else if self.types.compatible(ua, ub) {
            self.types.composite(ua, ub)
        } else {
            let msg = format!(
                "pointer type mismatch ('{}' and '{}')",
                self.ty_str(tt),
                self.ty_str(ft)
            );
            // gcc 12: a warning of no `-W` option; the result is `void *`.
            self.warn_no_option(span, msg);
            TypeId::VOID
        };
        let q = self.types.qualified(base, quals);
        self.types.pointer_to(q)
    }

    fn call(&mut self, e: ExprId, callee: ExprId, args: Vec<ExprId>) -> ExprId {
        let span = self.span_of(e);
        let c = match self.ast[callee].kind.clone() {
            ExprKind::Ident { name, .. } => {
                let s = self.span_of(callee);
                let c = self.ident(callee, &name, s, true);
                self.decay(c)
            }
            _ => self.rvalue(callee),
        };
        self.replace_child(e, 0, c);
        if self.openmp {
            self.omp_variant_call(e, callee);
        }
        let cty = self.ty_of(c);
        // Check the arguments even when the callee is bad, to find their errors too.
        let fn_ty = self
            .types
            .pointee(cty)
            .filter(|&p| self.types.is_function(p));
        let Some(fn_ty) = fn_ty else {
            for (i, &a) in args.iter().enumerate() {
                let a = self.rvalue(a);
                self.replace_child(e, i + 1, a);
            }
            if !self.types.is_error(cty) {
                let msg = format!(
                    "called object type '{}' is not a function or function pointer",
                    self.ty_str(cty)
                );
                let s = self.loc_of(e);
                self.error(s, msg);
            }
            return self.fail(e);
        };
        let TypeKind::Function {
            ret,
            params,
            variadic,
            prototype,
        } = self.types.kind(fn_ty).clone()
        else {
            return self.fail(e);
        };
        let is_builtin = matches!(self.callee_resolution(c), Some(Resolution::Builtin));
        if prototype && !is_builtin {
            let (n, p) = (args.len(), params.len());
            if n < p || (n > p && !variadic) {
                let which = if n < p { "few" } else { "many" };
                let at = if n < p {
                    Span {
                        lo: span.hi.saturating_sub(1),
                        ..span
                    }
                } else {
                    self.span_of(args[p])
                };
                let callee_decl = match self.callee_resolution(c) {
                    Some(Resolution::Decl(d)) => Some(d),
                    _ => None,
                };
                // clang names the parameter when there is exactly one.
                let single = callee_decl
                    .filter(|_| p == 1 && !variadic)
                    .and_then(|d| self.param_name(d, 0));
                let msg = match (single, n < p) {
                    (Some(pn), true) => format!("too few arguments to function call, single argument '{pn}' was not specified"),
                    (Some(pn), false) => format!("too many arguments to function call, expected single argument '{pn}', have {n} arguments"),
                    (None, _) => {
                        let expected = if variadic { format!("at least {p}") } else { p.to_string() };
                        format!("too {which} arguments to function call, expected {expected}, have {n}")
                    }
                };
                let mut d = Diagnostic::error(at, msg);
                if let Some(decl) = callee_decl {
                    let ds = self.ast[decl].declarator.name_span;
                    let name = self.ast[decl].declarator.name.clone().unwrap_or_default();
                    d = d.with_note(Some(ds), format!("'{name}' declared here"));
                }
                self.emit(d);
                for (i, &a) in args.iter().enumerate() {
                    let a = self.rvalue(a);
                    self.replace_child(e, i + 1, a);
                }
                // Like clang, the whole call is invalid: nothing more about the enclosing
                // expression is reported.
                return self.fail(e);
            }
        }
        let mut checked = Vec::with_capacity(args.len());
        for (i, &a) in args.iter().enumerate() {
            let mut a = self.rvalue(a);
            checked.push(a);
            if prototype && !is_builtin && i < params.len() {
                let at = self.span_of(a);
                a = self.assign_convert(a, params[i], AssignCtx::Passing, at);
            } else {
                a = self.default_argument_promotion(a);
            }
            self.replace_child(e, i + 1, a);
        }
        if let Some(Resolution::Decl(d)) = self.callee_resolution(c) {
            if let Some(attr) = self.format_attr(d) {
                self.check_format_call(attr, &checked);
            }
        }
        let ret = self.types.unqualified(ret);
        if !self.types.is_void(ret) && !self.types.is_complete(ret) && !self.types.is_error(ret) {
            let msg = format!(
                "calling function with incomplete return type '{}'",
                self.ty_str(ret)
            );
            self.error(span, msg);
            return self.fail(e);
        }
        self.set(e, ret, ValueKind::RValue)
    }

    /// The name of parameter `i` of the function declared by `decl`.
    fn param_name(&self, decl: DeclId, i: usize) -> Option<smol_str::SmolStr> {
        match self.ast[decl].declarator.derived.first() {
            Some(Derived::Function { params, .. }) => params
                .get(i)
                .and_then(|&p| self.ast[p].declarator.name.clone()),
            _ => None,
        }
    }

    fn callee_resolution(&self, c: ExprId) -> Option<Resolution> {
        let mut c = c;
        loop {
            match &self.ast[c].kind {
                ExprKind::ImplicitCast { operand, .. } => c = *operand,
                ExprKind::Ident { res, .. } => return Some(*res),
                _ => return None,
            }
        }
    }

    /// Default argument promotions (§6.5.2.2p6): integer promotions, float to double.
    /// `_Float16` is not promoted (ISO/IEC TS 18661-3; gcc and clang pass it as is).
    fn default_argument_promotion(&mut self, a: ExprId) -> ExprId {
        let t = self.ty_of(a);
        if matches!(self.types.kind(t), TypeKind::Float(FloatKind::Float)) {
            return self.convert(a, TypeId::DOUBLE);
        }
        self.promote(a)
    }

    fn index(&mut self, e: ExprId, base: ExprId, index: ExprId) -> ExprId {
        let b = self.rvalue(base);
        let i = self.rvalue(index);
        self.replace_child(e, 0, b);
        self.replace_child(e, 1, i);
        let (bt, it) = (self.ty_of(b), self.ty_of(i));
        if self.types.is_error(bt) || self.types.is_error(it) {
            return self.fail(e);
        }
        // E1[E2] is *(E1 + E2) (§6.5.2.1p2): either operand may be the pointer.
        let (ptr, int, swapped) = if self.types.is_pointer(bt) {
            (bt, it, false)
        } else {
            (it, bt, true)
        };
        let Some(elem) = self.types.pointee(ptr) else {
            self.error(
                self.loc_of(e),
                "subscripted value is not an array, pointer, or vector",
            );
            return self.fail(e);
        };
        if !self.types.is_integer(int) {
            let s = if swapped {
                self.span_of(b)
            } else {
                self.span_of(i)
            };
            self.error(s, "array subscript is not an integer");
            return self.fail(e);
        }
        if !self.check_pointer_arith(e, elem) {
            return self.fail(e);
        }
        let idx = if swapped { b } else { i };
        let p = self.promote(idx);
        self.replace_child(e, if swapped { 0 } else { 1 }, p);
        if self.types.is_function(elem) {
            return self.set(e, elem, ValueKind::Function);
        }
        self.set(e, elem, ValueKind::LValue)
    }

    fn member(
        &mut self,
        e: ExprId,
        base: ExprId,
        name: &str,
        name_span: Span,
        arrow: bool,
    ) -> ExprId {
        let b = if arrow {
            self.rvalue(base)
        } else {
            self.expr(base)
        };
        self.replace_child(e, 0, b);
        let bt = self.ty_of(b);
        if self.types.is_error(bt) {
            return self.fail(e);
        }
        let (rec_ty, lvalue) = if arrow {
            match self.types.pointee(bt) {
                Some(p) if self.types.is_record(p) => (p, true),
                _ => {
                    let msg = if self.types.is_pointer(bt) {
                        format!(
                            "member reference base type '{}' is not a structure or union",
                            self.ty_str(self.types.pointee(bt).unwrap_or(bt))
                        )
                    } else {
                        let hint = if self.types.is_record(bt) {
                            "; did you mean to use '.'?"
                        } else {
                            ""
                        };
                        format!(
                            "member reference type '{}' is not a pointer{hint}",
                            self.ty_str(bt)
                        )
                    };
                    let s = self.loc_of(e);
                    self.error(s, msg);
                    return self.fail(e);
                }
            }
        } else {
            if self
                .types
                .pointee(bt)
                .is_some_and(|p| self.types.is_record(p))
            {
                let msg = format!(
                    "member reference type '{}' is a pointer; did you mean to use '->'?",
                    self.ty_str(bt)
                );
                let s = self.loc_of(e);
                self.error(s, msg);
                return self.fail(e);
            }
            if !self.types.is_record(bt) {
                let msg = format!(
                    "member reference base type '{}' is not a structure or union",
                    self.ty_str(bt)
                );
                let s = self.loc_of(e);
                self.error(s, msg);
                return self.fail(e);
            }
            (bt, self.ast[b].value_kind == ValueKind::LValue)
        };
        let Some(rid) = self.types.record_of(rec_ty) else {
            return self.fail(e);
        };
        if !self.types.record(rid).complete {
            let msg = format!("incomplete definition of type '{}'", self.ty_str(rec_ty));
            let s = self.span_of(b);
            self.error(s, msg);
            return self.fail(e);
        }
        let Some(path) = self.find_member(rec_ty, name) else {
            let msg = format!("no member named '{name}' in '{}'", self.ty_str(rec_ty));
            self.error(name_span, msg);
            return self.fail(e);
        };
        // Members of anonymous structs/unions: make each step an explicit member access.
        let base_quals = self.types.quals(rec_ty);
        let mut cur = b;
        let mut cur_arrow = arrow;
        let vk = if lvalue {
            ValueKind::LValue
        } else {
            ValueKind::RValue
        };
        for (i, (field_decl, fty)) in path.iter().enumerate() {
            let fty = self.types.qualified(*fty, base_quals);
            if i + 1 == path.len() {
                if let ExprKind::Member {
                    base, field, arrow, ..
                } = &mut self.ast[e].kind
                {
                    *base = cur;
                    *field = *field_decl;
                    *arrow = cur_arrow;
                }
                return self.set(e, fty, vk);
            }
            let span = self.span_of(cur);
            let mut node = Expr::new(
                ExprKind::Member {
                    base: cur,
                    name: Default::default(),
                    name_span: span,
                    arrow: cur_arrow,
                    field: *field_decl,
                },
                span,
            );
            node.ty = fty;
            node.value_kind = vk;
            cur = self.ast.add_expr(node);
            cur_arrow = false;
        }
        self.fail(e)
    }

    /// The chain of fields leading to member `name` of a record, through anonymous members.
    pub(crate) fn find_member(
        &self,
        rec_ty: TypeId,
        name: &str,
    ) -> Option<Vec<(Option<DeclId>, TypeId)>> {
        self.find_member_in(rec_ty, name, &mut Vec::new())
    }

    /// `seen` holds the records on the current path: after errors, a record can end up
    /// among its own anonymous members, and the search must not follow that cycle.
    fn find_member_in(
        &self,
        rec_ty: TypeId,
        name: &str,
        seen: &mut Vec<crate::types::RecordTypeId>,
    ) -> Option<Vec<(Option<DeclId>, TypeId)>> {
        let rid = self.types.record_of(rec_ty)?;
        if seen.contains(&rid) {
            return None;
        }
        seen.push(rid);
        for f in &self.types.record(rid).fields {
            match &f.name {
                Some(n) if n == name => return Some(vec![(f.decl, f.ty)]),
                None if self.types.is_record(f.ty) && f.bit_field.is_none() => {
                    if let Some(mut rest) = self.find_member_in(f.ty, name, seen) {
                        rest.insert(0, (f.decl, f.ty));
                        return Some(rest);
                    }
                }
                _ => {}
            }
        }
        seen.pop();
        None
    }

    fn explicit_cast(&mut self, e: ExprId, tn: TypeNameId, operand: ExprId) -> ExprId {
        let to = self.type_name(tn);
        let o = self.rvalue(operand);
        self.replace_child(e, 0, o);
        let from = self.ty_of(o);
        if self.types.is_error(to) || self.types.is_error(from) {
            return self.fail(e);
        }
        let span = self.loc_of(e);
        let to_u = self.types.unqualified(to);
        if self.types.is_void(to_u) {
            let c = self.convert(o, TypeId::VOID);
            self.replace_child(e, 0, c);
            return self.set(e, TypeId::VOID, ValueKind::RValue);
        }
        // GNU cast to union type from one of its member types.
        let from_u = self.types.unqualified(from);
        if self.types.is_record(to_u) && self.types.compatible(to_u, from_u) {
            return self.set(e, to_u, ValueKind::RValue);
        }
        if !self.types.is_scalar(to_u) {
            let msg = format!(
                "used type '{}' where arithmetic or pointer type is required",
                self.ty_str(to)
            );
            self.error(span, msg);
            return self.fail(e);
        }
        if !self.types.is_scalar(from) {
            let msg = format!(
                "operand of type '{}' where arithmetic or pointer type is required",
                self.ty_str(from)
            );
            self.error(span, msg);
            return self.fail(e);
        }
        if self.types.is_pointer(to_u)
            && (self.types.is_real_floating(from) || self.types.is_complex(from))
        {
            let msg = format!(
                "operand of type '{}' cannot be cast to a pointer type",
                self.ty_str(from)
            );
            self.error(span, msg);
            return self.fail(e);
        }
        if self.types.is_pointer(from)
            && (self.types.is_real_floating(to_u) || self.types.is_complex(to_u))
        {
            let msg = format!("pointer cannot be cast to type '{}'", self.ty_str(to));
            self.error(span, msg);
            return self.fail(e);
        }
        let c = self.convert(o, to_u);
        self.replace_child(e, 0, c);
        self.set(e, to_u, ValueKind::RValue)
    }

    fn generic(
        &mut self,
        e: ExprId,
        ctrl: ExprId,
        assocs: Vec<(Option<TypeNameId>, ExprId)>,
    ) -> ExprId {
        // The controlling expression is not evaluated; its type after lvalue conversion
        // and decay selects the association (§6.5.1.1p2, as amended by DR 481).
        let c = self.rvalue(ctrl);
        self.replace_child(e, 0, c);
        let cty = self.ty_of(c);
        let mut selected = None;
        let mut default = None;
        for (i, (tn, _)) in assocs.iter().enumerate() {
            match tn {
                Some(tn) => {
                    let t = self.type_name(*tn);
                    if selected.is_none() && self.types.compatible(t, cty) {
                        selected = Some(i);
                    }
                }
                None => default = Some(i),
            }
        }
        let chosen = selected.or(default);
        let mut result = (TypeId::ERROR, ValueKind::RValue);
        let mut new_assocs = assocs.clone();
        for (i, (_, ex)) in assocs.iter().enumerate() {
            let x = self.expr(*ex);
            if Some(i) == chosen {
                result = (self.ty_of(x), self.ast[x].value_kind);
            }
            new_assocs[i].1 = x;
        }
        if let ExprKind::Generic {
            assocs, selected, ..
        } = &mut self.ast[e].kind
        {
            *assocs = new_assocs;
            *selected = chosen;
        }
        if chosen.is_none() && !self.types.is_error(cty) {
            let msg = format!(
                "controlling expression type '{}' not compatible with any generic association type",
                self.ty_str(cty)
            );
            let s = self.span_of(c);
            self.error(s, msg);
            return self.fail(e);
        }
        self.set(e, result.0, result.1)
    }
}

/// The type of an integer constant (§6.4.4.1p5): the first of the candidate list that can
/// represent the value.
pub(crate) fn int_literal_type(value: u128, unsigned: bool, long: u8, decimal: bool) -> TypeId {
    use IntKind::*;
    let candidates: &[IntKind] = match (unsigned, long, decimal) {
        (false, 0, true) => &[Int, Long, LongLong],
        (false, 0, false) => &[Int, UInt, Long, ULong, LongLong, ULongLong],
        (true, 0, _) => &[UInt, ULong, ULongLong],
        (false, 1, true) => &[Long, LongLong],
        (false, 1, false) => &[Long, ULong, LongLong, ULongLong],
        (true, 1, _) => &[ULong, ULongLong],
        (false, _, true) => &[LongLong],
        (false, _, false) => &[LongLong, ULongLong],
        (true, _, _) => &[ULongLong],
    };
    for &k in candidates {
        let max: u128 = if k.is_signed() {
            (1u128 << (k.bits() - 1)) - 1
        } else {
            (1u128 << k.bits()) - 1
        };
        if value <= max {
            return int_type(k);
        }
    }
    // Too large for any candidate: GCC and clang use an unsigned type (with a warning).
    if unsigned || !decimal {
        TypeId::ULONGLONG
    } else {
        TypeId::INT128
    }
}

pub(crate) fn int_type(k: IntKind) -> TypeId {
    use IntKind::*;
    match k {
        Char => TypeId::CHAR,
        SChar => TypeId::SCHAR,
        UChar => TypeId::UCHAR,
        Short => TypeId::SHORT,
        UShort => TypeId::USHORT,
        Int => TypeId::INT,
        UInt => TypeId::UINT,
        Long => TypeId::LONG,
        ULong => TypeId::ULONG,
        LongLong => TypeId::LONGLONG,
        ULongLong => TypeId::ULONGLONG,
        Int128 => TypeId::INT128,
        UInt128 => TypeId::UINT128,
    }
}

fn float_suffix_type(s: FloatSuffix) -> TypeId {
    match s {
        FloatSuffix::None => TypeId::DOUBLE,
        FloatSuffix::F => TypeId::FLOAT,
        FloatSuffix::L => TypeId::LONGDOUBLE,
        FloatSuffix::F128 => TypeId::FLOAT128,
        FloatSuffix::F16 => TypeId::FLOAT16,
    }
}

pub(crate) fn string_elem_type(encoding: Encoding) -> TypeId {
    match encoding {
        Encoding::Plain | Encoding::Utf8 => TypeId::CHAR,
        Encoding::Wide => TypeId::INT,
        Encoding::Utf16 => TypeId::USHORT,
        Encoding::Utf32 => TypeId::UINT,
    }
}
