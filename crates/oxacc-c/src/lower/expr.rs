//! Expressions (C17 §6.5) as values. Sema made every conversion an explicit node, so each
//! operator here works on operands that already have its computation type; signedness
//! picks the instruction (`sdiv`/`udiv`, `ashr`/`lshr`, `icmp slt`/`ult`).

use oxacc_oir::{BinOp, CastOp, FloatCC, IntCC, Value};

use super::FnCx;
use crate::ast::{BinaryOp, CastKind, ExprId, ExprKind, UnaryOp, ValueKind};
use crate::types::{TypeId, TypeKind};

/// The value of an expression: a scalar in a register, an aggregate (struct, union,
/// complex) at an address, or nothing (`void`).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Val {
    Scalar(Value),
    Mem(Value),
    Void,
}

impl FnCx<'_, '_> {
    pub(crate) fn rvalue(&mut self, e: ExprId) -> Val {
        if let Some((x, old)) = self.atomic_old {
            if x == e {
                return Val::Scalar(old);
            }
        }
        let ex = self.cx.ast[e].clone();
        self.set_span(ex.loc);
        let ty = ex.ty;
        if ex.value_kind == ValueKind::LValue && !matches!(ex.kind, ExprKind::ImplicitCast { .. }) {
            let lv = self.lvalue(e);
            return self.load(&lv);
        }
        if let Some(v) = self.f16_rounded(e) {
            return Val::Scalar(v);
        }
        match ex.kind {
            ExprKind::IntLit { value, .. } => self.int_const(ty, value as i128),
            ExprKind::CharLit { value, .. } => self.int_const(ty, i128::from(value)),
            ExprKind::FloatLit { value, .. } => self.float_const(ty, value, ex.span),
            ExprKind::ImaginaryLit { value, .. } => self.imaginary(ty, value),
            ExprKind::Ident {
                res: crate::ast::Resolution::Decl(d),
                ..
            } => {
                if let Some(v) = self.cx.ast[d]
                    .const_value
                    .filter(|_| self.cx.ast[d].kind == crate::ast::DeclKind::EnumConstant)
                {
                    return self.int_const(ty, v);
                }
                let lv = self.lvalue(e);
                if ex.value_kind == ValueKind::Function {
                    return Val::Scalar(lv.addr);
                }
                self.load(&lv)
            }
            ExprKind::ImplicitCast { kind, operand } => self.implicit_cast(kind, operand, ty),
            ExprKind::Unary { op, operand } => self.unary(op, operand, ty),
            ExprKind::Binary { op, lhs, rhs } => self.binary(op, lhs, rhs, ty),
            ExprKind::Assign {
                op,
                lhs,
                rhs,
                compute_ty,
            } => self.assign(op, lhs, rhs, compute_ty),
            ExprKind::Conditional { cond, then, els } => self.conditional(cond, then, els, ty),
            ExprKind::Call { callee, args } => self.call(e, callee, &args),
            ExprKind::Cast { operand, .. } => self.explicit_cast(operand, ty),
            ExprKind::SizeofExpr(x) => {
                let t = self.cx.ast[x].ty;
                // The operand of a VLA type is evaluated (§6.5.3.4p2): `sizeof a[i++]`.
                if self.cx.types.is_array(t) && self.cx.types.is_variably_modified(t) {
                    if self.cx.ast[x].value_kind == ValueKind::LValue {
                        self.lvalue(x);
                    } else {
                        self.rvalue(x);
                    }
                }
                self.sizeof_expr(e, t)
            }
            ExprKind::SizeofType(tn) => {
                let t = self.cx.ast[tn].ty;
                self.eval_vla_sizes(t);
                self.sizeof_expr(e, t)
            }
            ExprKind::AlignofExpr(_)
            | ExprKind::AlignofType(_)
            | ExprKind::Offsetof { .. }
            | ExprKind::TypesCompatible(..) => match self.cx.eval_int(e) {
                Some(v) => self.int_const(ty, v),
                None => self.unsupported_value(e, "this constant expression"),
            },
            ExprKind::StmtExpr(body) => self.stmt_expr(body),
            ExprKind::Generic {
                assocs,
                selected: Some(i),
                ..
            } if i < assocs.len() => self.rvalue(assocs[i].1),
            ExprKind::VaArg { ap, .. } => self.va_arg(ap, ty),
            ExprKind::LabelAddr(name) => {
                let blk = self.label_block(&name);
                if !self.addr_labels.contains(&blk) {
                    self.addr_labels.push(blk);
                }
                Val::Scalar(self.b.block_addr(blk))
            }
            ExprKind::StringLit { .. }
            | ExprKind::CompoundLiteral { .. }
            | ExprKind::Index { .. }
            | ExprKind::Member { .. } => {
                let lv = self.lvalue(e);
                self.load(&lv)
            }
            _ => self.unsupported_value(e, "this expression"),
        }
    }

    /// OpenACC substitutions: inside `host_data use_device(v)` the value of `v` (array decay,
    /// pointer load) is the device address the region received (§2.8.1); inside an atomic
    /// update region the read of `x` is the old value.
    fn acc_substitute(&mut self, kind: CastKind, operand: ExprId) -> Option<Value> {
        if self.use_device.is_empty() {
            return None;
        }
        if !matches!(kind, CastKind::ArrayToPointer | CastKind::LValueToRValue) {
            return None;
        }
        let crate::ast::ExprKind::Ident {
            res: crate::ast::Resolution::Decl(d),
            ..
        } = self.cx.ast[operand].kind
        else {
            return None;
        };
        let ty = self.cx.ast[operand].ty;
        if kind == CastKind::LValueToRValue && !self.cx.types.is_pointer(ty) {
            return None;
        }
        self.use_device.get(&d).copied()
    }

    /// Reports `what` as unsupported and yields a placeholder of the expression's type.
    pub(crate) fn unsupported_value(&mut self, e: ExprId, what: &str) -> Val {
        let span = self.cx.ast[e].span;
        self.cx.unsupported(span, what);
        let ty = self.cx.ast[e].ty;
        self.undef_of(ty)
    }

    pub(crate) fn undef_of(&mut self, ty: TypeId) -> Val {
        if self.cx.types.is_void(ty) || self.cx.types.is_error(ty) {
            return Val::Void;
        }
        if self.cx.is_mem(ty) {
            let oty = self.cx.oir_ty(self.b.module, ty);
            return Val::Mem(self.entry_alloca(oty));
        }
        let t = self.cx.val_ty(self.b.module, ty);
        Val::Scalar(self.b.undef(t))
    }

    /// The value of a scalar expression (aggregates are an internal error: sema only lets
    /// scalars reach scalar contexts).
    pub(crate) fn scalar(&mut self, e: ExprId) -> Value {
        match self.rvalue(e) {
            Val::Scalar(v) => v,
            Val::Mem(a) => a,
            Val::Void => {
                let i32t = self.b.module.i32();
                self.b.undef(i32t)
            }
        }
    }

    pub(crate) fn int_const(&mut self, ty: TypeId, v: i128) -> Val {
        let t = self.cx.val_ty(self.b.module, ty);
        let v = self.cx.wrap_int(v, ty);
        Val::Scalar(self.b.iconst(t, v))
    }

    fn float_const(&mut self, ty: TypeId, v: f64, span: oxacc_source::Span) -> Val {
        let t = self.cx.val_ty(self.b.module, ty);
        if !self.b.module.types.is_float(t) {
            return Val::Scalar(self.b.undef(t));
        }
        if self.cx.is_long_double(ty) {
            let bits = self.cx.long_double_bits(span, v);
            return Val::Scalar(self.b.fconst_x87(t, bits));
        }
        if self.cx.is_float128(ty) {
            let bits = self.cx.float128_bits(span, v);
            return Val::Scalar(self.b.fconst_f128(t, bits));
        }
        Val::Scalar(self.b.fconst(t, v))
    }

    fn sizeof_expr(&mut self, e: ExprId, t: TypeId) -> Val {
        // Any array type with a variable dimension, outermost or not (`int[2][n]`).
        let vla = self.cx.types.is_array(t) && self.cx.types.is_variably_modified(t);
        if vla {
            return Val::Scalar(self.sizeof_value(t));
        }
        match self.cx.eval_int(e) {
            Some(v) => self.int_const(TypeId::ULONG, v),
            None => Val::Scalar(self.sizeof_value(t)),
        }
    }

    fn implicit_cast(&mut self, kind: CastKind, operand: ExprId, to: TypeId) -> Val {
        let from = self.cx.ast[operand].ty;
        if let Some(v) = self.acc_substitute(kind, operand) {
            return Val::Scalar(v);
        }
        match kind {
            CastKind::LValueToRValue => {
                let lv = self.lvalue(operand);
                self.load(&lv)
            }
            CastKind::ArrayToPointer | CastKind::FunctionToPointer => {
                if self.cx.ast[operand].value_kind == ValueKind::RValue {
                    let v = self.rvalue(operand);
                    return Val::Scalar(self.materialize(v, from));
                }
                let lv = self.lvalue(operand);
                Val::Scalar(lv.addr)
            }
            CastKind::NullToPointer => {
                self.rvalue(operand);
                Val::Scalar(self.b.null())
            }
            CastKind::ToVoid => {
                self.rvalue(operand);
                Val::Void
            }
            _ => {
                if let Some(x) = self.f16_excess_to(operand, to) {
                    return Val::Scalar(x);
                }
                let v = self.rvalue(operand);
                self.convert(v, from, to)
            }
        }
    }

    /// `(T)e`: sema converted the operand already; GNU casts to a union build the union.
    fn explicit_cast(&mut self, operand: ExprId, to: TypeId) -> Val {
        let from = self.cx.ast[operand].ty;
        let v = self.rvalue(operand);
        if self.cx.types.is_void(to) {
            return Val::Void;
        }
        if self.cx.types.is_record(to)
            && self.cx.types.record_of(to) != self.cx.types.record_of(from)
        {
            let oty = self.cx.oir_ty(self.b.module, to);
            let tmp = self.entry_alloca(oty);
            let size = self.cx.size(to);
            self.zero(tmp, size);
            let lv = super::lvalue::LVal {
                addr: tmp,
                ty: from,
                bf: None,
                volatile: false,
            };
            self.store(&lv, v);
            return Val::Mem(tmp);
        }
        v
    }

    /// Converts a value between types (C17 §6.3.1–§6.3.2.3).
    pub(crate) fn convert(&mut self, v: Val, from: TypeId, to: TypeId) -> Val {
        let t = &self.cx.types;
        if t.is_void(to) {
            return Val::Void;
        }
        if t.is_complex(to) || t.is_complex(from) {
            return self.convert_complex(v, from, to);
        }
        let Val::Scalar(x) = v else { return v };
        Val::Scalar(self.convert_scalar(x, from, to))
    }

    pub(crate) fn convert_scalar(&mut self, x: Value, from: TypeId, to: TypeId) -> Value {
        let tt = self.cx.val_ty(self.b.module, to);
        if matches!(self.cx.types.kind(to), TypeKind::Bool) {
            let c = self.truth(x);
            return self.b.cast(CastOp::ZExt, c, tt);
        }
        let xt = self.b.value_type(x);
        let types = &self.b.module.types;
        let (from_f, to_f) = (types.is_float(xt), types.is_float(tt));
        let (from_p, to_p) = (types.is_ptr(xt), types.is_ptr(tt));
        let (fw, tw) = (
            types.int_width(xt).unwrap_or(64),
            types.int_width(tt).unwrap_or(64),
        );
        let signed = self.cx.is_signed(from);
        match (from_f, to_f, from_p, to_p) {
            (true, true, ..) => {
                let (fs, ts) = (
                    super::float16::float_rank(&self.b.module.types, xt),
                    super::float16::float_rank(&self.b.module.types, tt),
                );
                match fs.cmp(&ts) {
                    std::cmp::Ordering::Less => self.b.cast(CastOp::FpExt, x, tt),
                    std::cmp::Ordering::Greater => self.b.cast(CastOp::FpTrunc, x, tt),
                    std::cmp::Ordering::Equal => x,
                }
            }
            (true, false, ..) => {
                let op = if self.cx.is_signed(to) {
                    CastOp::FpToSi
                } else {
                    CastOp::FpToUi
                };
                self.b.cast(op, x, tt)
            }
            (false, true, ..) => {
                let op = if signed {
                    CastOp::SiToFp
                } else {
                    CastOp::UiToFp
                };
                self.b.cast(op, x, tt)
            }
            (_, _, true, true) => x,
            (_, _, true, false) => {
                let i64t = self.b.module.i64();
                let i = self.b.cast(CastOp::PtrToInt, x, i64t);
                self.resize_int(i, 64, tw, false, tt)
            }
            (_, _, false, true) => {
                let i64t = self.b.module.i64();
                let i = self.resize_int(x, fw, 64, signed, i64t);
                self.b.cast(CastOp::IntToPtr, i, tt)
            }
            _ => self.resize_int(x, fw, tw, signed, tt),
        }
    }

    fn resize_int(
        &mut self,
        x: Value,
        fw: u32,
        tw: u32,
        signed: bool,
        tt: oxacc_oir::TypeId,
    ) -> Value {
        match fw.cmp(&tw) {
            std::cmp::Ordering::Equal => x,
            std::cmp::Ordering::Greater => self.b.cast(CastOp::Trunc, x, tt),
            std::cmp::Ordering::Less => {
                self.b
                    .cast(if signed { CastOp::SExt } else { CastOp::ZExt }, x, tt)
            }
        }
    }

    /// `x != 0` as an i1 for a scalar of type `ty` (§6.3.1.2, §6.8.4.1p2).
    pub(crate) fn truth(&mut self, x: Value) -> Value {
        let xt = self.b.value_type(x);
        if self.b.module.types.int_width(xt) == Some(1) {
            return x;
        }
        if self.b.module.types.is_float(xt) {
            let z = self.b.fconst(xt, 0.0);
            return self.b.fcmp(FloatCC::Une, x, z);
        }
        if self.b.module.types.is_ptr(xt) {
            let z = self.b.null();
            return self.b.icmp(IntCC::Ne, x, z);
        }
        let z = self.b.iconst(xt, 0);
        self.b.icmp(IntCC::Ne, x, z)
    }

    /// The truth value of a controlling expression as an i1.
    pub(crate) fn cond_value(&mut self, e: ExprId) -> Value {
        let ty = self.cx.ast[e].ty;
        // gcc tests an unrounded `_Float16` result (`if (a * b)`, `!`, `&&`, `?:`).
        if let Some(x) = self.f16_excess(e) {
            return self.truth(x);
        }
        let v = self.rvalue(e);
        if self.cx.types.is_complex(ty) {
            return self.complex_truth(v, ty);
        }
        let x = match v {
            Val::Scalar(x) | Val::Mem(x) => x,
            Val::Void => {
                let i1 = self.b.module.i1();
                self.b.undef(i1)
            }
        };
        self.truth(x)
    }

    fn bool_to_int(&mut self, c: Value) -> Val {
        let i32t = self.b.module.i32();
        Val::Scalar(self.b.cast(CastOp::ZExt, c, i32t))
    }

    fn unary(&mut self, op: UnaryOp, operand: ExprId, ty: TypeId) -> Val {
        match op {
            UnaryOp::AddrOf => {
                let lv = self.lvalue(operand);
                Val::Scalar(lv.addr)
            }
            UnaryOp::Deref => {
                let p = self.scalar(operand);
                let lv = super::lvalue::LVal {
                    addr: p,
                    ty,
                    bf: None,
                    volatile: self.cx.types.quals(ty).is_volatile,
                };
                if self.cx.types.is_function(ty) {
                    return Val::Scalar(p);
                }
                self.load(&lv)
            }
            UnaryOp::Plus | UnaryOp::Extension => self.rvalue(operand),
            UnaryOp::Minus if self.cx.types.is_complex(ty) => {
                let v = self.rvalue(operand);
                self.complex_neg(v, ty)
            }
            UnaryOp::BitNot if self.cx.types.is_complex(ty) => {
                let v = self.rvalue(operand);
                self.complex_conj(v, ty)
            }
            UnaryOp::Minus => {
                let x = self.scalar(operand);
                let t = self.b.value_type(x);
                if self.b.module.types.is_float(t) {
                    return Val::Scalar(self.b.fneg(x));
                }
                let z = self.b.iconst(t, 0);
                Val::Scalar(self.b.binary(BinOp::Sub, z, x))
            }
            UnaryOp::BitNot => {
                let x = self.scalar(operand);
                let t = self.b.value_type(x);
                let m = self.b.iconst(t, -1);
                Val::Scalar(self.b.binary(BinOp::Xor, x, m))
            }
            UnaryOp::LogNot => {
                let c = self.cond_value(operand);
                let i1 = self.b.module.i1();
                let one = self.b.iconst(i1, 1);
                let n = self.b.binary(BinOp::Xor, c, one);
                self.bool_to_int(n)
            }
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                self.inc_dec(op, operand)
            }
            UnaryOp::Real | UnaryOp::Imag => self.real_imag(op, operand, ty),
        }
    }

    /// `++`/`--` (§6.5.2.4, §6.5.3.1): add or subtract one in the operand's own type.
    fn inc_dec(&mut self, op: UnaryOp, operand: ExprId) -> Val {
        let lv = self.lvalue(operand);
        let ty = lv.ty;
        if self.cx.types.quals(ty).is_atomic {
            let delta = if matches!(op, UnaryOp::PreInc | UnaryOp::PostInc) {
                1
            } else {
                -1
            };
            let post = matches!(op, UnaryOp::PostInc | UnaryOp::PostDec);
            return self.atomic_step(&lv, delta, post, operand);
        }
        let old = self.load(&lv);
        let delta: i64 = if matches!(op, UnaryOp::PreInc | UnaryOp::PostInc) {
            1
        } else {
            -1
        };
        let new = if self.cx.types.is_complex(ty) {
            let one = self.float_one(ty, delta);
            self.complex_add_real(old, one, ty)
        } else {
            let Val::Scalar(x) = old else { return old };
            if self.signed_int_ub(x, ty) {
                // `i++` on a signed `int` or wider: overflow is undefined (§6.5p5).
                let t = self.b.value_type(x);
                let d = self.b.iconst(t, i128::from(delta));
                Val::Scalar(self.b.binary_nsw(BinOp::Add, x, d))
            } else {
                Val::Scalar(self.step(x, ty, delta))
            }
        };
        let stored = self.store(&lv, new);
        if matches!(op, UnaryOp::PreInc | UnaryOp::PreDec) {
            stored
        } else {
            old
        }
    }

    fn float_one(&mut self, ty: TypeId, delta: i64) -> Value {
        let real = self
            .cx
            .types
            .float_kind(ty)
            .map(|f| self.cx.types.mk(TypeKind::Float(f)))
            .unwrap_or(TypeId::DOUBLE);
        let t = self.cx.val_ty(self.b.module, real);
        self.b.fconst(t, delta as f64)
    }

    /// `x + delta` for a scalar of type `ty` (pointers step by the pointee size; a `_Bool`
    /// becomes 1 on increment and flips on decrement, §6.5.3.1p2 via §6.3.1.2).
    pub(crate) fn step(&mut self, x: Value, ty: TypeId, delta: i64) -> Value {
        let t = self.b.value_type(x);
        if let Some(p) = self.cx.types.pointee(ty) {
            let size = self.sizeof_value(p);
            let i64t = self.b.module.i64();
            let d = self.b.iconst(i64t, i128::from(delta));
            let off = self.b.binary(BinOp::Mul, size, d);
            return self.b.ptr_add(x, off);
        }
        if self.b.module.types.is_float(t) {
            let d = self.b.fconst(t, delta as f64);
            return self.b.binary(BinOp::FAdd, x, d);
        }
        if matches!(self.cx.types.kind(ty), TypeKind::Bool) {
            if delta > 0 {
                return self.b.iconst(t, 1);
            }
            let one = self.b.iconst(t, 1);
            return self.b.binary(BinOp::Xor, x, one);
        }
        let d = self.b.iconst(t, i128::from(delta));
        self.b.binary(BinOp::Add, x, d)
    }

    fn binary(&mut self, op: BinaryOp, l: ExprId, r: ExprId, ty: TypeId) -> Val {
        use BinaryOp::*;
        match op {
            LogAnd | LogOr => return self.logical(op, l, r),
            Comma => {
                self.rvalue(l);
                return self.rvalue(r);
            }
            _ => {}
        }
        let (lt, rt) = (self.cx.ast[l].ty, self.cx.ast[r].ty);
        if self.cx.types.is_complex(lt) || self.cx.types.is_complex(rt) {
            let (a, b) = (self.rvalue(l), self.rvalue(r));
            return self.complex_binary(op, a, b, lt, ty);
        }
        let (lp, rp) = (self.cx.types.is_pointer(lt), self.cx.types.is_pointer(rt));
        if matches!(op, Add | Sub) && (lp || rp) {
            return self.pointer_arith(op, l, r, lt, rt);
        }
        if matches!(op, Lt | Gt | Le | Ge | Eq | Ne) && self.cx.is_float16(lt) {
            let (a, b) = (self.f16_operand(l), self.f16_operand(r));
            let c = self.compare(op, a, b, TypeId::FLOAT);
            return self.bool_to_int(c);
        }
        let a = self.scalar(l);
        let b = self.scalar(r);
        if matches!(op, Lt | Gt | Le | Ge | Eq | Ne) {
            let c = self.compare(op, a, b, lt);
            return self.bool_to_int(c);
        }
        Val::Scalar(self.arith_expr(op, a, b, lt))
    }

    /// `+`/`-` with a pointer operand (§6.5.6p8–9).
    fn pointer_arith(&mut self, op: BinaryOp, l: ExprId, r: ExprId, lt: TypeId, rt: TypeId) -> Val {
        let (a, b) = (self.scalar(l), self.scalar(r));
        if self.cx.types.is_pointer(lt) && self.cx.types.is_pointer(rt) {
            let i64t = self.b.module.i64();
            let ai = self.b.cast(CastOp::PtrToInt, a, i64t);
            let bi = self.b.cast(CastOp::PtrToInt, b, i64t);
            let d = self.b.binary(BinOp::Sub, ai, bi);
            let p = self.cx.types.pointee(lt).unwrap_or(TypeId::CHAR);
            let size = self.sizeof_value(p);
            return Val::Scalar(self.b.binary(BinOp::SDiv, d, size));
        }
        let (ptr, idx, ptr_ty, idx_ty) = if self.cx.types.is_pointer(lt) {
            (a, b, lt, rt)
        } else {
            (b, a, rt, lt)
        };
        Val::Scalar(self.ptr_offset(ptr, ptr_ty, idx, idx_ty, op == BinaryOp::Sub))
    }

    pub(crate) fn ptr_offset(
        &mut self,
        ptr: Value,
        ptr_ty: TypeId,
        idx: Value,
        idx_ty: TypeId,
        negate: bool,
    ) -> Value {
        let i = self.widen_to_i64(idx, idx_ty);
        let p = self.cx.types.pointee(ptr_ty).unwrap_or(TypeId::CHAR);
        let size = self.sizeof_value(p);
        let mut off = self.b.binary(BinOp::Mul, i, size);
        if negate {
            let i64t = self.b.module.i64();
            let z = self.b.iconst(i64t, 0);
            off = self.b.binary(BinOp::Sub, z, off);
        }
        self.b.ptr_add(ptr, off)
    }

    /// Relational and equality operators on operands of type `ty` (§6.5.8, §6.5.9); NaN
    /// compares unequal to everything, so `!=` is the unordered comparison.
    pub(crate) fn compare(&mut self, op: BinaryOp, a: Value, b: Value, ty: TypeId) -> Value {
        use BinaryOp::*;
        let at = self.b.value_type(a);
        if self.b.module.types.is_float(at) {
            let cc = match op {
                Lt => FloatCC::Olt,
                Gt => FloatCC::Ogt,
                Le => FloatCC::Ole,
                Ge => FloatCC::Oge,
                Eq => FloatCC::Oeq,
                _ => FloatCC::Une,
            };
            return self.b.fcmp(cc, a, b);
        }
        let signed = self.cx.is_signed(ty);
        let cc = match (op, signed) {
            (Lt, true) => IntCC::Slt,
            (Gt, true) => IntCC::Sgt,
            (Le, true) => IntCC::Sle,
            (Ge, true) => IntCC::Sge,
            (Lt, false) => IntCC::Ult,
            (Gt, false) => IntCC::Ugt,
            (Le, false) => IntCC::Ule,
            (Ge, false) => IntCC::Uge,
            (Eq, _) => IntCC::Eq,
            _ => IntCC::Ne,
        };
        let b = if self.b.value_type(b) != at {
            self.b.cast(CastOp::Bitcast, b, at)
        } else {
            b
        };
        self.b.icmp(cc, a, b)
    }

    /// [`Self::arith`] for an expression's operator: a signed `+`, `-` or `*` whose result
    /// does not fit is undefined behaviour (C17 6.5p5), so LLVM may take it not to overflow
    /// (`nsw`, as clang marks it). Atomic operations wrap (7.17.7.5) and use `arith`.
    pub(crate) fn arith_expr(&mut self, op: BinaryOp, a: Value, b: Value, ty: TypeId) -> Value {
        let nsw = self.signed_int_ub(a, ty);
        self.arith_op(op, a, b, ty, nsw)
    }

    /// Whether arithmetic on `x` of C type `ty` has undefined signed overflow: a signed
    /// integer at least as wide as `int` (narrower ones are promoted first, §6.3.1.1p2, and
    /// their conversion back wraps).
    fn signed_int_ub(&self, x: Value, ty: TypeId) -> bool {
        let t = self.b.value_type(x);
        self.cx.is_signed(ty) && self.b.module.types.int_width(t).is_some_and(|w| w >= 32)
    }

    /// An arithmetic operator on two values of type `ty` (the left operand's type for
    /// shifts, whose right operand is brought to the same width).
    pub(crate) fn arith(&mut self, op: BinaryOp, a: Value, b: Value, ty: TypeId) -> Value {
        self.arith_op(op, a, b, ty, false)
    }

    /// [`Self::arith`], with `nsw` on `+ - *` when `nsw` (see [`Self::arith_expr`]).
    fn arith_op(&mut self, op: BinaryOp, a: Value, b: Value, ty: TypeId, nsw: bool) -> Value {
        use BinaryOp::*;
        let t = self.b.value_type(a);
        if self.b.module.types.is_float(t) {
            let fop = match op {
                Add => BinOp::FAdd,
                Sub => BinOp::FSub,
                Mul => BinOp::FMul,
                _ => BinOp::FDiv,
            };
            return self.b.binary(fop, a, b);
        }
        let signed = self.cx.is_signed(ty);
        let bop = match op {
            Add => BinOp::Add,
            Sub => BinOp::Sub,
            Mul => BinOp::Mul,
            Div if signed => BinOp::SDiv,
            Div => BinOp::UDiv,
            Rem if signed => BinOp::SRem,
            Rem => BinOp::URem,
            Shl => BinOp::Shl,
            Shr if signed => BinOp::AShr,
            Shr => BinOp::LShr,
            BitAnd => BinOp::And,
            BitOr => BinOp::Or,
            _ => BinOp::Xor,
        };
        let b = if matches!(op, Shl | Shr) {
            self.same_width(b, t)
        } else {
            b
        };
        if nsw {
            return self.b.binary_nsw(bop, a, b);
        }
        self.b.binary(bop, a, b)
    }

    /// A shift count at the width of the shifted value (its value is below the width in
    /// every defined shift, §6.5.7p3, so zero extension or truncation keeps it).
    fn same_width(&mut self, b: Value, t: oxacc_oir::TypeId) -> Value {
        let bt = self.b.value_type(b);
        let (bw, tw) = (
            self.b.module.types.int_width(bt).unwrap_or(32),
            self.b.module.types.int_width(t).unwrap_or(32),
        );
        self.resize_int(b, bw, tw, false, t)
    }

    /// `&&` and `||` (§6.5.13, §6.5.14): the right operand only when needed.
    fn logical(&mut self, op: BinaryOp, l: ExprId, r: ExprId) -> Val {
        let i32t = self.b.module.i32();
        let rhs = self.b.create_block();
        let end = self.b.create_block();
        let res = self.b.add_block_param(end, i32t);
        let c = self.cond_value(l);
        let short = self.b.iconst(i32t, i128::from(op == BinaryOp::LogOr));
        if op == BinaryOp::LogAnd {
            self.b.cond_br(c, rhs, &[], end, &[short]);
        } else {
            self.b.cond_br(c, end, &[short], rhs, &[]);
        }
        self.b.switch_to_block(rhs);
        let c2 = self.cond_value(r);
        let v = self.b.cast(CastOp::ZExt, c2, i32t);
        self.b.br(end, &[v]);
        self.b.switch_to_block(end);
        Val::Scalar(res)
    }

    /// `c ? a : b` (§6.5.15): aggregates flow as addresses, scalars as a block parameter.
    fn conditional(&mut self, cond: ExprId, then: Option<ExprId>, els: ExprId, ty: TypeId) -> Val {
        let cond_ty = self.cx.ast[cond].ty;
        let then_blk = self.b.create_block();
        let else_blk = self.b.create_block();
        let end = self.b.create_block();
        let void = self.cx.types.is_void(ty);
        let pt = if void {
            None
        } else if self.cx.is_mem(ty) {
            Some(self.b.module.ptr())
        } else {
            Some(self.cx.val_ty(self.b.module, ty))
        };
        let res = pt.map(|t| self.b.add_block_param(end, t));
        let (c, gnu_value) = match then {
            Some(_) => (self.cond_value(cond), None),
            None => {
                let v = self.rvalue(cond);
                let x = match v {
                    Val::Scalar(x) | Val::Mem(x) => x,
                    Val::Void => self.b.null(),
                };
                (self.truth(x), Some(v))
            }
        };
        self.b.cond_br(c, then_blk, &[], else_blk, &[]);
        self.b.switch_to_block(then_blk);
        let tv = match (then, gnu_value) {
            (Some(t), _) => self.rvalue(t),
            (None, Some(v)) => self.convert(v, cond_ty, ty),
            (None, None) => Val::Void,
        };
        self.branch_value(end, tv, res.is_some());
        self.b.switch_to_block(else_blk);
        let ev = self.rvalue(els);
        self.branch_value(end, ev, res.is_some());
        self.b.switch_to_block(end);
        match res {
            Some(r) if self.cx.is_mem(ty) => Val::Mem(r),
            Some(r) => Val::Scalar(r),
            None => Val::Void,
        }
    }

    fn branch_value(&mut self, end: oxacc_oir::Block, v: Val, with_value: bool) {
        if !self.is_open() {
            return;
        }
        match (v, with_value) {
            (Val::Scalar(x) | Val::Mem(x), true) => self.b.br(end, &[x]),
            _ => self.b.br(end, &[]),
        };
    }

    /// Simple and compound assignment (§6.5.16).
    fn assign(&mut self, op: Option<BinaryOp>, lhs: ExprId, rhs: ExprId, compute: TypeId) -> Val {
        let Some(op) = op else {
            // The order is unsequenced (§6.5.16p3); gcc computes the address first.
            let lv = self.lvalue(lhs);
            let v = self.rvalue(rhs);
            return self.store(&lv, v);
        };
        let lv = self.lvalue(lhs);
        let lt = self.cx.types.unqualified(lv.ty);
        if self.cx.types.quals(lv.ty).is_atomic {
            return self.atomic_compound(op, &lv, rhs, lhs, compute);
        }
        let old = self.load(&lv);
        let rt = self.cx.ast[rhs].ty;
        let new = if self.cx.types.is_pointer(lt) {
            let n = self.scalar(rhs);
            let Val::Scalar(p) = old else { return old };
            Val::Scalar(self.ptr_offset(p, lt, n, rt, op == BinaryOp::Sub))
        } else if self.cx.types.is_complex(compute) || self.cx.types.is_complex(lt) {
            let a = self.convert(old, lt, compute);
            let b = self.rvalue(rhs);
            let b = self.convert(b, rt, compute);
            let r = self.complex_binary(op, a, b, compute, compute);
            self.convert(r, compute, lt)
        } else if let Some(r) = match old {
            Val::Scalar(o) => self.f16_compound(op, o, lt, rhs, compute),
            _ => None,
        } {
            Val::Scalar(r)
        } else {
            let a = self.convert(old, lt, compute);
            let b = self.scalar(rhs);
            let (Val::Scalar(a), true) = (a, true) else {
                return old;
            };
            let r = self.arith_expr(op, a, b, compute);
            self.convert(Val::Scalar(r), compute, lt)
        };
        self.store(&lv, new)
    }
}
