//! Expressions to OIR values (Fortran 2018 §10.1.5 intrinsic operations, §16.9 the simple
//! intrinsics inline). A logical value is an `i1` in registers and an `iN` of its kind in
//! memory; a complex value is a pair of reals; a character value is an address and an `i64`
//! length. An array expression is evaluated one element at a time at an index vector (the
//! zero-based position in each dimension of its shape, [`super::array`]).

use oxacc_oir::{BinOp, CastOp, FloatCC, IntCC, IntrinsicOp, TypeId, Value};

use super::func::FnLower;
use super::mem_type;
use super::runtime::{self, Rt};
use crate::sema::intrinsics::{Intrinsic, LIBM};
use crate::sema::tree::{BinaryOp, Const, Expr, ExprKind, Storage, UnaryOp};
use crate::sema::types::{CharLen, Type};

/// A lowered value.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Val {
    S(Value),
    C(Value, Value),
    Ch {
        ptr: Value,
        len: Value,
    },
    /// A derived-type value: the address of its storage.
    A(Value),
}

impl Val {
    pub fn s(self) -> Value {
        match self {
            Val::S(v) | Val::C(v, _) | Val::A(v) => v,
            Val::Ch { ptr, .. } => ptr,
        }
    }
}

impl FnLower<'_, '_, '_> {
    /// The register type of a scalar of type `ty` (logical: `i1`).
    pub fn reg_type(&mut self, ty: Type) -> TypeId {
        match ty {
            Type::Logical(_) => self.b.module.i1(),
            Type::Complex(4) | Type::Real(4) => self.b.module.f32(),
            Type::Complex(_) | Type::Real(_) => self.b.module.f64(),
            t => mem_type(self.b.module, &self.ctx.derived, t),
        }
    }

    /// A scalar integer, real or logical expression.
    pub fn scalar(&mut self, e: &Expr) -> Value {
        self.eval(e, &[]).s()
    }

    /// Sign-extends or truncates an integer to `ty`.
    pub fn int_to(&mut self, v: Value, ty: TypeId) -> Value {
        let from = self.b.value_type(v);
        let (fb, tb) = (
            self.b.module.types.size_of(from),
            self.b.module.types.size_of(ty),
        );
        match fb.cmp(&tb) {
            std::cmp::Ordering::Equal => v,
            std::cmp::Ordering::Less => self.b.cast(CastOp::SExt, v, ty),
            std::cmp::Ordering::Greater => self.b.cast(CastOp::Trunc, v, ty),
        }
    }

    /// The address of a private constant holding `c` (derived-type constants, default
    /// initial values).
    pub fn constant_global(&mut self, c: &Const, ty: Type) -> Value {
        let st = mem_type(self.b.module, &self.ctx.derived, ty);
        let init = super::const_init(c, ty, &self.ctx.prog.types, &self.ctx.funcs);
        let name = format!(".const.{}", self.b.module.globals.len());
        let mut g = oxacc_oir::GlobalData::new(&name, st, Some(init));
        g.linkage = oxacc_oir::Linkage::Private;
        g.constant = true;
        let g = self.b.module.add_global(g);
        self.b.global_addr(g)
    }

    /// Loads a value of type `ty` stored at `addr`.
    pub fn load_val(&mut self, ty: Type, addr: Value, len: Option<Value>) -> Val {
        match ty {
            Type::Derived(_) => Val::A(addr),
            Type::Character(_) => {
                let len = len.unwrap_or_else(|| self.i64c(1));
                Val::Ch { ptr: addr, len }
            }
            Type::Complex(_) => {
                let st = mem_type(self.b.module, &self.ctx.derived, ty);
                let part = self.reg_type(ty);
                let re = self.b.field_addr(st, addr, 0);
                let im = self.b.field_addr(st, addr, 1);
                let r = self.b.load(part, re);
                let i = self.b.load(part, im);
                Val::C(r, i)
            }
            Type::Logical(_) => {
                let mt = mem_type(self.b.module, &self.ctx.derived, ty);
                let v = self.b.load(mt, addr);
                let zero = self.b.iconst(mt, 0);
                Val::S(self.b.icmp(IntCC::Ne, v, zero))
            }
            _ => {
                let mt = mem_type(self.b.module, &self.ctx.derived, ty);
                Val::S(self.b.load(mt, addr))
            }
        }
    }

    /// Stores a value of type `ty` (already converted to it) at `addr`.
    pub fn store_val(&mut self, ty: Type, v: Val, addr: Value, len: Option<Value>) {
        match (ty, v) {
            (Type::Derived(_), Val::A(src)) => {
                // Intrinsic assignment of a derived type: component by component, which for
                // components without allocatables is the bytes (§10.2.1.3).
                let st = mem_type(self.b.module, &self.ctx.derived, ty);
                let size = self.b.module.types.size_of(st);
                let n = self.i64c(size as i64);
                if src != addr {
                    self.b.memcpy(addr, src, n);
                    if let Type::Derived(tid) = ty {
                        if self.type_has_alloc(tid) {
                            self.deep_copy_components(tid, addr, 0);
                        }
                    }
                }
            }
            (Type::Character(_), Val::Ch { ptr, len: src_len }) => {
                let dst_len = len.unwrap_or_else(|| self.i64c(1));
                self.char_copy(addr, dst_len, ptr, src_len);
            }
            (Type::Complex(_), Val::C(r, i)) => {
                let st = mem_type(self.b.module, &self.ctx.derived, ty);
                let re = self.b.field_addr(st, addr, 0);
                let im = self.b.field_addr(st, addr, 1);
                self.b.store(r, re);
                self.b.store(i, im);
            }
            (Type::Logical(_), Val::S(b)) => {
                let mt = mem_type(self.b.module, &self.ctx.derived, ty);
                let v = self.b.cast(CastOp::ZExt, b, mt);
                self.b.store(v, addr);
            }
            (_, v) => {
                self.b.store(v.s(), addr);
            }
        }
    }

    /// Character assignment (§10.2.1.3): copy, truncated or padded with blanks.
    pub fn char_copy(&mut self, dst: Value, dst_len: Value, src: Value, src_len: Value) {
        let shorter = self.b.icmp(IntCC::Slt, src_len, dst_len);
        let n = self.b.select(shorter, src_len, dst_len);
        let zero = self.i64c(0);
        let pos = self.b.icmp(IntCC::Sgt, n, zero);
        let n = self.b.select(pos, n, zero);
        self.b.memcpy(dst, src, n);
        let rest = self.b.binary(BinOp::Sub, dst_len, n);
        let pos = self.b.icmp(IntCC::Sgt, rest, zero);
        let rest = self.b.select(pos, rest, zero);
        let tail = self.b.ptr_add(dst, n);
        let i8t = self.b.module.i8();
        let blank = self.b.iconst(i8t, i128::from(b' '));
        self.b.memset(tail, blank, rest);
    }

    fn const_val(&mut self, c: &Const, ty: Type) -> Val {
        match c {
            Const::Derived(_) => Val::A(self.constant_global(c, ty)),
            Const::Proc(p) => {
                let span = self.ctx.prog.proc(*p).span;
                Val::S(self.proc_address(*p, span))
            }
            Const::Int(v) => {
                let t = self.reg_type(ty);
                Val::S(self.b.iconst(t, *v))
            }
            Const::Logical(b) => {
                let t = self.b.module.i1();
                Val::S(self.b.iconst(t, i128::from(*b)))
            }
            Const::Real(v) => {
                let t = self.reg_type(ty);
                Val::S(self.b.fconst(t, *v))
            }
            Const::Complex(r, i) => {
                let t = self.reg_type(ty);
                let r = self.b.fconst(t, *r);
                let i = self.b.fconst(t, *i);
                Val::C(r, i)
            }
            Const::Char(s) => {
                let g = self.ctx.string(self.b.module, s);
                let ptr = self.b.global_addr(g);
                let len = self.i64c(s.len() as i64);
                Val::Ch { ptr, len }
            }
        }
    }

    /// Evaluates `e`; an array expression at the index vector `at`.
    pub fn eval(&mut self, e: &Expr, at: &[Value]) -> Val {
        match &e.kind {
            ExprKind::Const(c) => self.const_val(c, e.ty),
            ExprKind::ProcRef(p) => Val::S(self.proc_address(*p, e.span)),
            ExprKind::DynType(d) => Val::S(self.dyn_type(d, at)),
            ExprKind::Construct(id, values) => {
                // A temporary filled component by component (§7.5.10).
                let ty = e.ty;
                let st = mem_type(self.b.module, &self.ctx.derived, ty);
                let tmp = self.entry_alloca(st);
                let comps = self.ctx.prog.types[*id as usize].components.clone();
                for (k, (c, v)) in comps.iter().zip(values).enumerate() {
                    let field = self.b.field_addr(st, tmp, k as u32);
                    let len = match c.ty {
                        Type::Character(CharLen::Const(n)) => Some(self.i64c(n)),
                        _ => None,
                    };
                    if c.alloc.is_some() {
                        self.construct_alloc_component(field, c, v, at);
                    } else if c.dims.is_empty() {
                        let x = self.eval(v, at);
                        self.store_val(c.ty, x, field, len);
                    } else {
                        let elem = mem_type(self.b.module, &self.ctx.derived, c.ty);
                        let count = self.i64c(c.count());
                        let cty = c.ty;
                        let scalar = (v.rank == 0).then(|| self.eval(v, at));
                        self.for_shape(&[count], &mut |fl, j| {
                            let x = match scalar {
                                Some(x) => x,
                                None => fl.eval(v, j),
                            };
                            let a = fl.b.elem_addr(elem, field, j[0]);
                            fl.store_val(cty, x, a, len);
                        });
                    }
                }
                Val::A(tmp)
            }
            ExprKind::Var(_)
            | ExprKind::Index { .. }
            | ExprKind::Substring { .. }
            | ExprKind::Component { .. } => {
                let (addr, len) = self.designator(e, at);
                self.load_val(e.ty, addr, len)
            }
            ExprKind::Paren(x) => self.eval(x, at),
            ExprKind::Absent => {
                let t = self.reg_type(e.ty);
                Val::S(self.b.undef(t))
            }
            ExprKind::Unary(op, x) => {
                let v = self.eval(x, at);
                match (op, v) {
                    (UnaryOp::Neg, Val::C(r, i)) => Val::C(self.b.fneg(r), self.b.fneg(i)),
                    (UnaryOp::Neg, Val::S(v)) if matches!(e.ty, Type::Real(_)) => {
                        Val::S(self.b.fneg(v))
                    }
                    (UnaryOp::Neg, Val::S(v)) => {
                        let t = self.b.value_type(v);
                        let zero = self.b.iconst(t, 0);
                        Val::S(self.b.binary(BinOp::Sub, zero, v))
                    }
                    (UnaryOp::Not, v) => {
                        let t = self.b.module.i1();
                        let one = self.b.iconst(t, 1);
                        Val::S(self.b.binary(BinOp::Xor, v.s(), one))
                    }
                    (_, v) => v,
                }
            }
            ExprKind::Binary(op, a, b) => self.binary(*op, a, b, e.ty, at),
            ExprKind::Convert(x) => {
                let v = self.eval(x, at);
                self.convert(v, x.ty, e.ty)
            }
            ExprKind::Intrinsic(i, args) => self.intrinsic(*i, args, e, at),
            ExprKind::Transform(t, args) => self.transform(*t, args, e, at),
            ExprKind::CharFn(f, args) => self.charfn(*f, args, e, at),
            ExprKind::Associated { ptr, target } => {
                Val::S(self.associated(*ptr, target.as_deref()))
            }
            ExprKind::Call(..) if self.is_array_call(e) => self.array_call_element(e, at),
            ExprKind::Call(p, args) => self.call_function(*p, args, e.ty, at),
            ExprKind::ArrayCtor(items) if e.ty == Type::Character(CharLen::Assumed) => {
                let j = at.first().copied().unwrap_or_else(|| self.i64c(0));
                self.char_ctor_element(items, j)
            }
            ExprKind::ArrayCtor(items) => {
                let key = e as *const Expr as usize;
                let (base, elem_ty) = match self.ctor_results.get(&key) {
                    Some(&built) => built,
                    None => self.array_ctor(items, e.ty),
                };
                let j = at.first().copied().unwrap_or_else(|| self.i64c(0));
                let addr = self.b.elem_addr(elem_ty, base, j);
                let len = match e.ty {
                    Type::Character(CharLen::Const(n)) => Some(self.i64c(n)),
                    _ => None,
                };
                self.load_val(e.ty, addr, len)
            }
        }
    }

    /// Converts a value between numeric (or logical) types (§10.2.1.3 Table 10.9).
    pub fn convert(&mut self, v: Val, from: Type, to: Type) -> Val {
        if from == to {
            return v;
        }
        match (from, to, v) {
            (Type::Complex(_), Type::Complex(_), Val::C(r, i)) => {
                let t = self.reg_type(to);
                let r = self.real_to_real(r, t);
                let i = self.real_to_real(i, t);
                Val::C(r, i)
            }
            (Type::Complex(_), _, Val::C(r, _)) => {
                self.convert(Val::S(r), Type::Real(from.kind()), to)
            }
            (_, Type::Complex(k), v) => {
                let re = self.convert(v, from, Type::Real(k));
                let t = self.reg_type(to);
                let zero = self.b.fconst(t, 0.0);
                Val::C(re.s(), zero)
            }
            (Type::Integer(_), Type::Integer(_), Val::S(x)) => {
                let t = self.reg_type(to);
                Val::S(self.int_to(x, t))
            }
            (Type::Integer(_), Type::Real(_), Val::S(x)) => {
                let t = self.reg_type(to);
                Val::S(self.b.cast(CastOp::SiToFp, x, t))
            }
            (Type::Real(_), Type::Integer(_), Val::S(x)) => {
                let t = self.reg_type(to);
                Val::S(self.b.cast(CastOp::FpToSi, x, t))
            }
            (Type::Real(_), Type::Real(_), Val::S(x)) => {
                let t = self.reg_type(to);
                Val::S(self.real_to_real(x, t))
            }
            (_, _, v) => v,
        }
    }

    fn real_to_real(&mut self, x: Value, t: TypeId) -> Value {
        let from = self.b.value_type(x);
        if from == t {
            return x;
        }
        if self.b.module.types.size_of(from) < self.b.module.types.size_of(t) {
            self.b.cast(CastOp::FpExt, x, t)
        } else {
            self.b.cast(CastOp::FpTrunc, x, t)
        }
    }

    fn binary(&mut self, op: BinaryOp, a: &Expr, b: &Expr, ty: Type, at: &[Value]) -> Val {
        if let (BinaryOp::Power, Type::Complex(_), ExprKind::Const(Const::Int(n))) =
            (op, ty, &b.kind)
        {
            if (1..=64).contains(n) {
                // z**n with a constant n: square and multiply, as gfortran expands it.
                let z = self.eval(a, at);
                return self.complex_powi(z, *n as u32);
            }
        }
        if op == BinaryOp::Concat {
            return self.concat(a, b, at);
        }
        let x = self.eval(a, at);
        let y = self.eval(b, at);
        if matches!(
            op,
            BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge
        ) {
            return Val::S(self.compare(op, a.ty, x, y));
        }
        match (ty, x, y) {
            (Type::Logical(_), Val::S(x), Val::S(y)) => Val::S(match op {
                BinaryOp::And => self.b.binary(BinOp::And, x, y),
                BinaryOp::Or => self.b.binary(BinOp::Or, x, y),
                BinaryOp::Eqv => self.b.icmp(IntCC::Eq, x, y),
                _ => self.b.icmp(IntCC::Ne, x, y),
            }),
            (_, _, _) if op == BinaryOp::Power => self.power(x, y, ty, b.ty),
            // A result outside the kind's range is not allowed (F2018 7.1.4, 16.4): `nsw`,
            // as flang marks it unless -fwrapv.
            (Type::Integer(_), Val::S(x), Val::S(y)) => Val::S(match op {
                BinaryOp::Add => self.b.binary_nsw(BinOp::Add, x, y),
                BinaryOp::Sub => self.b.binary_nsw(BinOp::Sub, x, y),
                BinaryOp::Mul => self.b.binary_nsw(BinOp::Mul, x, y),
                _ => self.b.binary(BinOp::SDiv, x, y),
            }),
            (Type::Real(_), Val::S(x), Val::S(y)) => Val::S(match op {
                BinaryOp::Add => self.b.binary(BinOp::FAdd, x, y),
                BinaryOp::Sub => self.b.binary(BinOp::FSub, x, y),
                BinaryOp::Mul => self.b.binary(BinOp::FMul, x, y),
                _ => self.b.binary(BinOp::FDiv, x, y),
            }),
            (Type::Complex(k), Val::C(a, b), Val::C(c, d)) => match op {
                BinaryOp::Add => Val::C(
                    self.b.binary(BinOp::FAdd, a, c),
                    self.b.binary(BinOp::FAdd, b, d),
                ),
                BinaryOp::Sub => Val::C(
                    self.b.binary(BinOp::FSub, a, c),
                    self.b.binary(BinOp::FSub, b, d),
                ),
                BinaryOp::Mul => {
                    let ac = self.b.binary(BinOp::FMul, a, c);
                    let bd = self.b.binary(BinOp::FMul, b, d);
                    let ad = self.b.binary(BinOp::FMul, a, d);
                    let bc = self.b.binary(BinOp::FMul, b, c);
                    Val::C(
                        self.b.binary(BinOp::FSub, ac, bd),
                        self.b.binary(BinOp::FAdd, ad, bc),
                    )
                }
                _ => {
                    // libgcc's __divdc3/__divsc3, as gfortran calls them (C99 Annex G).
                    let part = self.reg_type(ty);
                    let st = mem_type(self.b.module, &self.ctx.derived, ty);
                    let name = if k == 4 { "__divsc3" } else { "__divdc3" };
                    let f = runtime::func_typed(self.b.module, name, &[part, part, part, part], st);
                    let r = self.b.call(f, &[a, b, c, d]).expect("result");
                    let slot = self.entry_alloca(st);
                    self.b.store(r, slot);
                    self.load_val(ty, slot, None)
                }
            },
            (_, x, _) => x,
        }
    }

    pub(crate) fn complex_add(&mut self, x: Val, y: Val) -> Val {
        let (Val::C(a, b), Val::C(c, d)) = (x, y) else {
            return x;
        };
        Val::C(
            self.b.binary(BinOp::FAdd, a, c),
            self.b.binary(BinOp::FAdd, b, d),
        )
    }

    pub(crate) fn complex_mul(&mut self, x: Val, y: Val) -> Val {
        let (Val::C(a, b), Val::C(c, d)) = (x, y) else {
            return x;
        };
        let ac = self.b.binary(BinOp::FMul, a, c);
        let bd = self.b.binary(BinOp::FMul, b, d);
        let ad = self.b.binary(BinOp::FMul, a, d);
        let bc = self.b.binary(BinOp::FMul, b, c);
        Val::C(
            self.b.binary(BinOp::FSub, ac, bd),
            self.b.binary(BinOp::FAdd, ad, bc),
        )
    }

    /// `z**n` for a constant `n ≥ 1`: square and multiply.
    fn complex_powi(&mut self, z: Val, n: u32) -> Val {
        let mut result: Option<Val> = None;
        let mut base = z;
        let mut m = n;
        while m > 0 {
            if m & 1 == 1 {
                result = Some(match result {
                    Some(r) => self.complex_mul(r, base),
                    None => base,
                });
            }
            m >>= 1;
            if m > 0 {
                base = self.complex_mul(base, base);
            }
        }
        result.unwrap_or(z)
    }

    pub(crate) fn compare(&mut self, op: BinaryOp, ty: Type, x: Val, y: Val) -> Value {
        match (ty, x, y) {
            (Type::Character(_), Val::Ch { ptr: p1, len: l1 }, Val::Ch { ptr: p2, len: l2 }) => {
                // Shorter operand padded with blanks (§10.1.5.5.1).
                let f = runtime::func(
                    self.b.module,
                    "_FortranACharacterCompareScalar1",
                    &[Rt::Ptr, Rt::Ptr, Rt::I64, Rt::I64],
                    Rt::I32,
                );
                let c = self.b.call(f, &[p1, p2, l1, l2]).expect("result");
                let i32t = self.b.module.i32();
                let zero = self.b.iconst(i32t, 0);
                self.b.icmp(int_cc(op), c, zero)
            }
            (Type::Complex(_), Val::C(a, b), Val::C(c, d)) => {
                let re = self.b.fcmp(FloatCC::Oeq, a, c);
                let im = self.b.fcmp(FloatCC::Oeq, b, d);
                let both = self.b.binary(BinOp::And, re, im);
                if op == BinaryOp::Ne {
                    let t = self.b.module.i1();
                    let one = self.b.iconst(t, 1);
                    self.b.binary(BinOp::Xor, both, one)
                } else {
                    both
                }
            }
            (Type::Real(_), x, y) => {
                let cc = match op {
                    BinaryOp::Eq => FloatCC::Oeq,
                    BinaryOp::Ne => FloatCC::Une,
                    BinaryOp::Lt => FloatCC::Olt,
                    BinaryOp::Le => FloatCC::Ole,
                    BinaryOp::Gt => FloatCC::Ogt,
                    _ => FloatCC::Oge,
                };
                self.b.fcmp(cc, x.s(), y.s())
            }
            (_, x, y) => self.b.icmp(int_cc(op), x.s(), y.s()),
        }
    }

    /// `x**n` (§10.1.5.2.2): integer exponents by repeated squaring (as libgcc's
    /// `__powidf2`, which gfortran's `__builtin_powi` becomes), real exponents by `pow`.
    fn power(&mut self, x: Val, y: Val, ty: Type, exp_ty: Type) -> Val {
        match (ty, exp_ty) {
            (Type::Integer(_) | Type::Real(_), Type::Integer(_)) => {
                Val::S(self.powi(x.s(), y.s(), ty))
            }
            (Type::Real(k), _) => {
                let t = self.reg_type(ty);
                let f = runtime::func_typed(
                    self.b.module,
                    if k == 4 { "powf" } else { "pow" },
                    &[t, t],
                    t,
                );
                Val::S(self.b.call(f, &[x.s(), y.s()]).expect("result"))
            }
            _ => {
                let span = self.ctx.prog.proc(self.proc).span;
                self.ctx.unsupported(span, "a complex power");
                x
            }
        }
    }

    fn powi(&mut self, base: Value, n: Value, ty: Type) -> Value {
        let t = self.reg_type(ty);
        let nt = self.b.value_type(n);
        let int = matches!(ty, Type::Integer(_));
        let one = if int {
            self.b.iconst(t, 1)
        } else {
            self.b.fconst(t, 1.0)
        };
        let (r_slot, x_slot, m_slot) = (
            self.entry_alloca(t),
            self.entry_alloca(t),
            self.entry_alloca(nt),
        );
        self.b.store(one, r_slot);
        self.b.store(base, x_slot);
        let zero_n = self.b.iconst(nt, 0);
        let neg = self.b.icmp(IntCC::Slt, n, zero_n);
        let negn = self.b.binary(BinOp::Sub, zero_n, n);
        let m = self.b.select(neg, negn, n);
        self.b.store(m, m_slot);
        let head = self.b.create_block();
        let body = self.b.create_block();
        let done = self.b.create_block();
        self.b.br(head, &[]);
        self.b.switch_to_block(head);
        let mv = self.b.load(nt, m_slot);
        let more = self.b.icmp(IntCC::Ne, mv, zero_n);
        self.b.cond_br(more, body, &[], done, &[]);
        self.b.switch_to_block(body);
        let one_n = self.b.iconst(nt, 1);
        let bit = self.b.binary(BinOp::And, mv, one_n);
        let odd = self.b.icmp(IntCC::Ne, bit, zero_n);
        let r = self.b.load(t, r_slot);
        let xv = self.b.load(t, x_slot);
        let rx = if int {
            self.b.binary(BinOp::Mul, r, xv)
        } else {
            self.b.binary(BinOp::FMul, r, xv)
        };
        let r2 = self.b.select(odd, rx, r);
        self.b.store(r2, r_slot);
        let xx = if int {
            self.b.binary(BinOp::Mul, xv, xv)
        } else {
            self.b.binary(BinOp::FMul, xv, xv)
        };
        self.b.store(xx, x_slot);
        let m2 = self.b.binary(BinOp::LShr, mv, one_n);
        self.b.store(m2, m_slot);
        self.b.br(head, &[]);
        self.b.switch_to_block(done);
        let r = self.b.load(t, r_slot);
        if int {
            // A negative exponent: 1/x**|n| in integer division (§10.1.5.2.2). The division
            // runs whatever the sign, so it never divides by zero (`(j - 12)**2` at j = 12
            // trapped with SIGFPE; in LLVM a division by zero is undefined even unused).
            let zero_r = self.b.iconst(t, 0);
            let safe = self.b.icmp(IntCC::Ne, r, zero_r);
            let den = self.b.select(safe, r, one);
            let inv = self.b.binary(BinOp::SDiv, one, den);
            let inv = self.b.select(safe, inv, zero_r);
            self.b.select(neg, inv, r)
        } else {
            let inv = self.b.binary(BinOp::FDiv, one, r);
            self.b.select(neg, inv, r)
        }
    }

    /// `a // b`: a temporary of both lengths (§10.1.5.3).
    fn concat(&mut self, a: &Expr, b: &Expr, at: &[Value]) -> Val {
        let (Val::Ch { ptr: p1, len: l1 }, Val::Ch { ptr: p2, len: l2 }) =
            (self.eval(a, at), self.eval(b, at))
        else {
            unreachable_val()
        };
        let total = self.b.binary(BinOp::Add, l1, l2);
        let i8t = self.b.module.i8();
        let buf = self.b.alloca(i8t, Some(total));
        self.b.memcpy(buf, p1, l1);
        let tail = self.b.ptr_add(buf, l1);
        self.b.memcpy(tail, p2, l2);
        Val::Ch {
            ptr: buf,
            len: total,
        }
    }

    /// Calls a function; arguments as for CALL.
    pub fn call_function(
        &mut self,
        p: crate::sema::tree::ProcId,
        args: &[Expr],
        ty: Type,
        at: &[Value],
    ) -> Val {
        if let Some(v) = self.omp_query_call(p, args, ty) {
            return v;
        }
        if let Type::Character(CharLen::Const(n)) = ty {
            // gfortran: the caller passes a result buffer and its length first.
            let i8t = self.b.module.i8();
            let arr = self.b.module.array(i8t, n.max(0) as u64);
            let buf = self.entry_alloca(arr);
            let len = self.i64c(n);
            self.call_proc_at(p, args, Some(ty), at, &[buf, len]);
            return Val::Ch { ptr: buf, len };
        }
        if let Type::Character(CharLen::Assumed) = ty {
            // A result of run-time length: its length expression with the dummies standing
            // for the actual arguments, a buffer of that length.
            let proc = self.ctx.prog.proc(p);
            let len_expr = proc
                .result
                .and_then(|r| self.ctx.prog.char_lens.get(&r))
                .and_then(|e| super::charfn::substitute_dummies(e, &proc.dummies, args));
            let Some(len_expr) = len_expr else {
                self.ctx.unsupported(
                    proc.span,
                    "a character result whose length depends on this argument",
                );
                let zero = self.i64c(0);
                return Val::Ch {
                    ptr: self.b.null(),
                    len: zero,
                };
            };
            let len = self.auto_char_len_at(&len_expr, at);
            let buf = self.dynamic_alloca(len);
            self.call_proc_at(p, args, Some(ty), at, &[buf, len]);
            return Val::Ch { ptr: buf, len };
        }
        let r = self.call_proc_at(p, args, Some(ty), at, &[]);
        match (ty, r) {
            (Type::Logical(_), Some(v)) => {
                let t = self.b.value_type(v);
                let zero = self.b.iconst(t, 0);
                Val::S(self.b.icmp(IntCC::Ne, v, zero))
            }
            (Type::Derived(_), Some(v)) => {
                // A derived-type result comes back by value (a C struct); it is kept in a
                // temporary.
                let st = mem_type(self.b.module, &self.ctx.derived, ty);
                let slot = self.entry_alloca(st);
                self.b.store(v, slot);
                Val::A(slot)
            }
            (Type::Complex(_), Some(v)) => {
                let st = mem_type(self.b.module, &self.ctx.derived, ty);
                let slot = self.entry_alloca(st);
                self.b.store(v, slot);
                self.load_val(ty, slot, None)
            }
            (_, Some(v)) => Val::S(v),
            (_, None) => {
                let t = self.reg_type(ty);
                Val::S(self.b.undef(t))
            }
        }
    }

    /// A call with the gfortran calling convention: addresses (or values for VALUE dummies),
    /// then one hidden length per character argument.
    pub fn call_proc(
        &mut self,
        p: crate::sema::tree::ProcId,
        args: &[Expr],
        result: Option<Type>,
    ) -> Option<Value> {
        self.call_proc_at(p, args, result, &[], &[])
    }

    /// A call; the arguments of an elemental reference taken at index vector `at`; `leading`
    /// are the hidden result arguments of a character function.
    pub(super) fn call_proc_at(
        &mut self,
        p: crate::sema::tree::ProcId,
        args: &[Expr],
        result: Option<Type>,
        at: &[Value],
        leading: &[Value],
    ) -> Option<Value> {
        let prog = self.ctx.prog;
        let proc = prog.proc(p);
        // Copy-backs of this call only (argument expressions may contain calls of their own).
        let mark = self.copy_back.len();
        let mut vals = leading.to_vec();
        let mut lens = Vec::new();
        for (i, a) in args.iter().enumerate() {
            if let ExprKind::ProcRef(_) = a.kind {
                // A procedure actual argument is its address, by value (§15.5.2.9).
                let v = self.eval(a, at).s();
                vals.push(v);
                continue;
            }
            if let (ExprKind::Absent, Some(d)) = (&a.kind, proc.dummies.get(i)) {
                if prog.proc_vars.contains_key(d) && !prog.proc_pointers.contains(d) {
                    // An absent dummy procedure: a null address (PRESENT tests it).
                    let i64t = self.b.module.i64();
                    let zero = self.b.iconst(i64t, 0);
                    vals.push(zero);
                    continue;
                }
            }
            let dummy_id = proc.dummies.get(i).copied();
            let dummy = dummy_id.map(|d| prog.symbol(d));
            let by_value =
                dummy.is_some_and(|d| matches!(d.storage, Storage::Dummy { value: true, .. }));
            if by_value {
                let v = self.eval(a, at);
                let v = match (a.ty, v) {
                    (Type::Logical(_), Val::S(b)) => {
                        let mt = mem_type(self.b.module, &self.ctx.derived, a.ty);
                        self.b.cast(CastOp::ZExt, b, mt)
                    }
                    // A structure by value (`type(c_ptr), value`): its contents.
                    (Type::Derived(_), Val::A(addr)) => {
                        let mt = mem_type(self.b.module, &self.ctx.derived, a.ty);
                        self.b.load(mt, addr)
                    }
                    (_, v) => v.s(),
                };
                vals.push(v);
                continue;
            }
            if let ExprKind::Absent = a.kind {
                // An absent optional argument: a null address (and length 0).
                vals.push(self.b.null());
                if matches!(a.ty, Type::Character(_)) && !proc.bind_c {
                    lens.push(self.i64c(0));
                }
                continue;
            }
            let dummy_shape = dummy.and_then(|d| d.array.as_ref());
            let (addr, len) = match dummy_shape {
                Some(crate::sema::tree::ArrayShape::Assumed { .. }) => {
                    let len = if matches!(a.ty, Type::Character(_)) {
                        Some(self.elem_char_len(a))
                    } else {
                        None
                    };
                    (self.descriptor_of(a), len)
                }
                Some(crate::sema::tree::ArrayShape::Allocatable { .. }) => match a.kind {
                    ExprKind::Var(id) => (
                        self.descriptor_addr(id).unwrap_or_else(|| self.b.null()),
                        None,
                    ),
                    // A whole allocatable or pointer component: its descriptor.
                    _ => match self.alloc_component_desc(a) {
                        Some((d, _)) => (d, None),
                        None => self.actual_address(a),
                    },
                },
                _ if proc.elemental && a.rank > 0 => self.designator(a, at),
                // An INTENT(IN) dummy's actual is copied in only.
                _ => {
                    let copy_out = dummy_id.is_none_or(|d| !prog.intent_in.contains(&d));
                    self.actual_address_for(a, copy_out)
                }
            };
            vals.push(addr);
            if let Type::Character(_) = a.ty {
                if !proc.bind_c {
                    lens.push(len.unwrap_or_else(|| self.i64c(1)));
                }
            }
        }
        vals.extend(lens);
        for &h in &proc.host_vars {
            let a = self.host_var_addr(h);
            vals.push(a);
        }
        let result = match (proc.via, &proc.via_component) {
            (Some(_), _) => {
                let addr = self.proc_address(p, proc.span);
                self.call_through(addr, proc.kind, result, &vals)
            }
            (None, Some(c)) => {
                let addr = self.eval(c, &[]).s();
                self.call_through(addr, proc.kind, result, &vals)
            }
            (None, None) => self.call_direct(p, result, &vals),
        };
        // Copy-out of sections passed through a temporary.
        for cb in self.copy_back.split_off(mark) {
            self.copy_out(cb);
        }
        result
    }

    fn intrinsic(&mut self, op: Intrinsic, args: &[Expr], e: &Expr, at: &[Value]) -> Val {
        use Intrinsic as I;
        match op {
            I::Size | I::Lbound | I::Ubound | I::Shape => {
                return Val::S(self.array_inquiry(op, args, e.ty, at))
            }
            I::Sum | I::Product | I::Maxval | I::Minval | I::Count | I::Any | I::All
                if args.len() == 2 =>
            {
                let d = crate::sema::tree_const_int(&args[1]).unwrap_or(1) as usize - 1;
                return self.reduction_along(op, &args[0], d, e.ty, at);
            }
            I::Sum
            | I::Product
            | I::Maxval
            | I::Minval
            | I::Count
            | I::Any
            | I::All
            | I::DotProduct => {
                return self.reduction(op, args, e.ty);
            }
            I::Len | I::LenTrim | I::Trim | I::Ichar => {
                // LEN of an array: the length of its elements, read at its first one.
                let first;
                let at = if op == I::Len && args[0].rank > 0 {
                    first = vec![self.i64c(0); args[0].rank as usize];
                    &first[..]
                } else {
                    at
                };
                let Val::Ch { ptr, len } = self.eval(&args[0], at) else {
                    unreachable_val()
                };
                let rt = self.reg_type(e.ty);
                return match op {
                    I::Len => Val::S(self.int_to(len, rt)),
                    I::Ichar => {
                        let i8t = self.b.module.i8();
                        let c = self.b.load(i8t, ptr);
                        Val::S(self.b.cast(CastOp::ZExt, c, rt))
                    }
                    _ => {
                        let f = runtime::func(
                            self.b.module,
                            "_FortranALenTrim1",
                            &[Rt::Ptr, Rt::I64],
                            Rt::I64,
                        );
                        let n = self.b.call(f, &[ptr, len]).expect("result");
                        if op == I::Trim {
                            Val::Ch { ptr, len: n }
                        } else {
                            Val::S(self.int_to(n, rt))
                        }
                    }
                };
            }
            I::CSizeof => {
                let mt = mem_type(self.b.module, &self.ctx.derived, args[0].ty);
                let size = self.b.module.types.size_of(mt) as i64;
                let n = crate::sema::tree_const_int(&args[1]).unwrap_or(1) as i64;
                let t = self.reg_type(e.ty);
                return Val::S(self.b.iconst(t, i128::from(size * n)));
            }
            I::Present => {
                let desc = match args[0].kind {
                    ExprKind::Var(id) => self.descs.get(&id).map(|d| d.0),
                    _ => None,
                };
                let addr = match desc {
                    Some(d) => d,
                    None => self.designator(&args[0], &[]).0,
                };
                let null = self.b.null();
                return Val::S(self.b.icmp(IntCC::Ne, addr, null));
            }
            I::PointerAddress => {
                let i64t = self.b.module.i64();
                let addr = self.acc_pointer_address(&args[0]);
                return Val::S(self.b.cast(CastOp::PtrToInt, addr, i64t));
            }
            I::Loc => {
                // C_FUNLOC's procedure, or C_LOC's variable (its first element for an array).
                let i64t = self.b.module.i64();
                let addr = match &args[0].kind {
                    ExprKind::Call(p, a) if a.is_empty() => {
                        let p = *p;
                        match self.ctx.funcs.get(&p).copied() {
                            Some(f) => self.b.func_addr(f),
                            None => {
                                self.ctx
                                    .unsupported(args[0].span, "C_FUNLOC of this procedure");
                                self.b.null()
                            }
                        }
                    }
                    // A section's first element (`loc(a(3:9:2))`).
                    ExprKind::Index { .. } | ExprKind::Component { .. } if args[0].rank > 0 => {
                        let first = vec![self.i64c(0); args[0].rank as usize];
                        self.designator(&args[0], &first).0
                    }
                    _ => self.designator(&args[0], &[]).0,
                };
                return Val::S(self.b.cast(CastOp::PtrToInt, addr, i64t));
            }
            I::Allocated => {
                if let ExprKind::Var(id) = args[0].kind {
                    return Val::S(self.allocated(id));
                }
                if let Some(v) = self.component_allocated(&args[0]) {
                    return Val::S(v);
                }
            }
            I::AssociatedWith => {
                if let Some((desc, _)) = self.alloc_component_desc(&args[0]) {
                    return Val::S(self.associated_at(desc, Some(&args[1])));
                }
            }
            I::Char => {
                let v = self.eval(&args[0], at).s();
                let i8t = self.b.module.i8();
                let c = self.int_to(v, i8t);
                let slot = self.entry_alloca(i8t);
                self.b.store(c, slot);
                let len = self.i64c(1);
                return Val::Ch { ptr: slot, len };
            }
            _ => {}
        }
        let vals: Vec<Val> = args.iter().map(|a| self.eval(a, at)).collect();
        let ty = args.first().map_or(e.ty, |a| a.ty);
        let int = matches!(ty, Type::Integer(_));
        let rt = self.reg_type(e.ty);
        let s = |i: usize| vals[i].s();
        match op {
            I::Abs => match vals[0] {
                // The math intrinsic, not a call of libm's `hypot`: a device kernel computes it
                // in every thread (a call in gang-redundant code ran the gang on one thread).
                Val::C(r, i) if matches!(ty.kind(), 4 | 8) => Val::S(
                    self.b
                        .intrinsic(
                            IntrinsicOp::Libm(oxacc_oir::MathFn::Hypot),
                            &[r, i],
                            Some(rt),
                        )
                        .expect("result"),
                ),
                Val::C(r, i) => {
                    let f = runtime::func_typed(
                        self.b.module,
                        if ty.kind() == 4 { "hypotf" } else { "hypot" },
                        &[rt, rt],
                        rt,
                    );
                    Val::S(self.b.call(f, &[r, i]).expect("result"))
                }
                Val::S(x) if int => {
                    let zero = self.b.iconst(rt, 0);
                    let neg = self.b.icmp(IntCC::Slt, x, zero);
                    let nx = self.b.binary(BinOp::Sub, zero, x);
                    Val::S(self.b.select(neg, nx, x))
                }
                v => Val::S(
                    self.b
                        .intrinsic(IntrinsicOp::Fabs, &[v.s()], Some(rt))
                        .expect("result"),
                ),
            },
            I::Sqrt => Val::S(
                self.b
                    .intrinsic(IntrinsicOp::Sqrt, &[s(0)], Some(rt))
                    .expect("result"),
            ),
            I::Min | I::Max => {
                let mut acc = s(0);
                for i in 1..vals.len() {
                    let x = s(i);
                    // gfortran's MAX/MIN: the first argument wins ties and NaN comparisons.
                    let better = if int {
                        self.b
                            .icmp(if op == I::Max { IntCC::Sgt } else { IntCC::Slt }, x, acc)
                    } else {
                        self.b.fcmp(
                            if op == I::Max {
                                FloatCC::Ogt
                            } else {
                                FloatCC::Olt
                            },
                            x,
                            acc,
                        )
                    };
                    acc = self.b.select(better, x, acc);
                }
                Val::S(acc)
            }
            I::Mod => Val::S(if int {
                self.b.binary(BinOp::SRem, s(0), s(1))
            } else {
                self.b.binary(BinOp::FRem, s(0), s(1))
            }),
            I::Modulo => {
                let (a, p) = (s(0), s(1));
                let r = if int {
                    self.b.binary(BinOp::SRem, a, p)
                } else {
                    self.b.binary(BinOp::FRem, a, p)
                };
                let (nonzero, differ) = if int {
                    let zero = self.b.iconst(rt, 0);
                    let nz = self.b.icmp(IntCC::Ne, r, zero);
                    let x = self.b.binary(BinOp::Xor, r, p);
                    (nz, self.b.icmp(IntCC::Slt, x, zero))
                } else {
                    let zero = self.b.fconst(rt, 0.0);
                    let nz = self.b.fcmp(FloatCC::One, r, zero);
                    let rn = self.b.fcmp(FloatCC::Olt, r, zero);
                    let pn = self.b.fcmp(FloatCC::Olt, p, zero);
                    (nz, self.b.icmp(IntCC::Ne, rn, pn))
                };
                let fix = self.b.binary(BinOp::And, nonzero, differ);
                let rp = if int {
                    self.b.binary(BinOp::Add, r, p)
                } else {
                    self.b.binary(BinOp::FAdd, r, p)
                };
                Val::S(self.b.select(fix, rp, r))
            }
            I::Sign => {
                if int {
                    let zero = self.b.iconst(rt, 0);
                    let neg = self.b.icmp(IntCC::Slt, s(0), zero);
                    let na = self.b.binary(BinOp::Sub, zero, s(0));
                    let abs = self.b.select(neg, na, s(0));
                    let nabs = self.b.binary(BinOp::Sub, zero, abs);
                    let bneg = self.b.icmp(IntCC::Slt, s(1), zero);
                    Val::S(self.b.select(bneg, nabs, abs))
                } else {
                    Val::S(
                        self.b
                            .intrinsic(IntrinsicOp::Copysign, &[s(0), s(1)], Some(rt))
                            .expect("result"),
                    )
                }
            }
            I::Dim => {
                let (d, zero, pos) = if int {
                    let d = self.b.binary(BinOp::Sub, s(0), s(1));
                    let zero = self.b.iconst(rt, 0);
                    (d, zero, self.b.icmp(IntCC::Sgt, d, zero))
                } else {
                    let d = self.b.binary(BinOp::FSub, s(0), s(1));
                    let zero = self.b.fconst(rt, 0.0);
                    (d, zero, self.b.fcmp(FloatCC::Ogt, d, zero))
                };
                Val::S(self.b.select(pos, d, zero))
            }
            I::Nint | I::Floor | I::Ceiling => {
                let ft = self.b.value_type(s(0));
                let iop = match op {
                    I::Nint => IntrinsicOp::Round,
                    I::Floor => IntrinsicOp::Floor,
                    _ => IntrinsicOp::Ceil,
                };
                let r = self.b.intrinsic(iop, &[s(0)], Some(ft)).expect("result");
                Val::S(self.b.cast(CastOp::FpToSi, r, rt))
            }
            I::Anint => Val::S(
                self.b
                    .intrinsic(IntrinsicOp::Round, &[s(0)], Some(rt))
                    .expect("result"),
            ),
            I::Aint => Val::S(
                self.b
                    .intrinsic(IntrinsicOp::Trunc, &[s(0)], Some(rt))
                    .expect("result"),
            ),
            I::Libm(i) => {
                let base = LIBM[i as usize];
                // The C names of the Fortran 2008 functions (§16.9.87, §16.9.20-25).
                let base = match base {
                    "gamma" => "tgamma",
                    "log_gamma" => "lgamma",
                    "bessel_j0" => "j0",
                    "bessel_j1" => "j1",
                    "bessel_y0" => "y0",
                    "bessel_y1" => "y1",
                    b => b,
                };
                let name = if ty.kind() == 4 {
                    format!("{base}f")
                } else {
                    base.to_owned()
                };
                let argv: Vec<Value> = vals.iter().map(|v| v.s()).collect();
                // REAL(4) and REAL(8): the math intrinsics C's <math.h> calls become too.
                if let Some((f, _)) = oxacc_oir::MathFn::from_c_name(&name)
                    .filter(|(f, _)| matches!(ty.kind(), 4 | 8) && f.arity() == argv.len())
                {
                    let r = self.b.intrinsic(IntrinsicOp::Libm(f), &argv, Some(rt));
                    return Val::S(r.expect("result"));
                }
                let params = vec![rt; vals.len()];
                let f = runtime::func_typed(self.b.module, &name, &params, rt);
                Val::S(self.b.call(f, &argv).expect("result"))
            }
            I::Aimag => match vals[0] {
                Val::C(_, i) => Val::S(i),
                v => v,
            },
            I::Cmplx => Val::C(s(0), s(1)),
            I::ComplexLibm(i) => {
                let Val::C(re, im) = vals[0] else {
                    return vals[0];
                };
                let base = crate::sema::intrinsics::COMPLEX_LIBM[i as usize];
                if matches!(e.ty.kind(), 4 | 8) {
                    if let Some(v) = self.complex_math(base, re, im) {
                        return v;
                    }
                }
                // C99's complex functions take and return `double _Complex`, which the psABI
                // passes like a struct of two doubles.
                let st = mem_type(self.b.module, &self.ctx.derived, e.ty);
                let name = if e.ty.kind() == 4 {
                    format!("c{base}f")
                } else {
                    format!("c{base}")
                };
                let f = runtime::func_typed(self.b.module, &name, &[st], st);
                let slot = self.entry_alloca(st);
                self.store_val(e.ty, Val::C(re, im), slot, None);
                let arg = self.b.load(st, slot);
                let r = self.b.call(f, &[arg]).expect("result");
                let out = self.entry_alloca(st);
                self.b.store(r, out);
                self.load_val(e.ty, out, None)
            }
            I::Merge => {
                let m = s(2);
                match (vals[0], vals[1]) {
                    (Val::C(a, b), Val::C(c, d)) => {
                        Val::C(self.b.select(m, a, c), self.b.select(m, b, d))
                    }
                    (Val::Ch { ptr: p1, len: l1 }, Val::Ch { ptr: p2, len: l2 }) => Val::Ch {
                        ptr: self.b.select(m, p1, p2),
                        len: self.b.select(m, l1, l2),
                    },
                    (x, y) => Val::S(self.b.select(m, x.s(), y.s())),
                }
            }
            I::Conjg => match vals[0] {
                Val::C(r, i) => Val::C(r, self.b.fneg(i)),
                v => v,
            },
            I::Iand => Val::S(self.b.binary(BinOp::And, s(0), s(1))),
            I::Ior => Val::S(self.b.binary(BinOp::Or, s(0), s(1))),
            I::Ieor => Val::S(self.b.binary(BinOp::Xor, s(0), s(1))),
            I::Not => {
                let all = self.b.iconst(rt, -1);
                Val::S(self.b.binary(BinOp::Xor, s(0), all))
            }
            I::Popcnt | I::Poppar | I::Leadz | I::Trailz => {
                let t = self.b.value_type(s(0));
                let iop = match op {
                    I::Leadz => IntrinsicOp::Ctlz,
                    I::Trailz => IntrinsicOp::Cttz,
                    _ => IntrinsicOp::Ctpop,
                };
                let mut n = self
                    .b
                    .intrinsic(iop, &[s(0)], Some(t))
                    .expect("bit count result");
                if op == I::Poppar {
                    let one = self.b.iconst(t, 1);
                    n = self.b.binary(BinOp::And, n, one);
                }
                Val::S(self.int_to(n, rt))
            }
            I::Transfer => {
                // Through memory: SOURCE stored, MOLD's type loaded (the bytes past a shorter
                // SOURCE are zero).
                let (from, to) = (args[0].ty, e.ty);
                let bytes = crate::sema::type_size(from).max(crate::sema::type_size(to));
                let i8t = self.b.module.i8();
                let arr = self.b.module.array(i8t, bytes);
                let slot = self.entry_alloca(arr);
                let zero = self.b.iconst(i8t, 0);
                let n = self.i64c(bytes as i64);
                self.b.memset(slot, zero, n);
                self.store_val(from, vals[0], slot, None);
                self.load_val(to, slot, None)
            }
            I::ArgumentCount => {
                let f = runtime::func(self.b.module, "_FortranAArgumentCount", &[], Rt::I32);
                let n = self.b.call(f, &[]).expect("argument count");
                Val::S(self.int_to(n, rt))
            }
            I::Exponent
            | I::Fraction
            | I::Spacing
            | I::Rrspacing
            | I::Nearest
            | I::Scale
            | I::SetExponent => {
                let r = self.model_number(op, s(0), vals.get(1).map(|v| v.s()));
                Val::S(if op == I::Exponent {
                    self.int_to(r, rt)
                } else {
                    r
                })
            }
            I::Shiftl | I::Shiftr | I::Shifta | I::Ishftc | I::Ibits => {
                Val::S(self.bit_shift(op, s(0), s(1), vals.get(2).map(|v| v.s())))
            }
            I::Ishft | I::Ibset | I::Ibclr | I::Btest => {
                let t = self.b.value_type(s(0));
                let shift = self.int_to(s(1), t);
                let bits = i128::from(self.b.module.types.size_of(t) * 8);
                let zero = self.b.iconst(t, 0);
                let one = self.b.iconst(t, 1);
                match op {
                    I::Ishft => {
                        // ISHFT (§16.9.106): logical shifts; |shift| = bit_size gives 0.
                        let neg = self.b.icmp(IntCC::Slt, shift, zero);
                        let nshift = self.b.binary(BinOp::Sub, zero, shift);
                        let amount = self.b.select(neg, nshift, shift);
                        let left = self.b.binary(BinOp::Shl, s(0), amount);
                        let right = self.b.binary(BinOp::LShr, s(0), amount);
                        let r = self.b.select(neg, right, left);
                        let limit = self.b.iconst(t, bits);
                        let ok = self.b.icmp(IntCC::Slt, amount, limit);
                        Val::S(self.b.select(ok, r, zero))
                    }
                    I::Btest => {
                        let sh = self.b.binary(BinOp::LShr, s(0), shift);
                        let bit = self.b.binary(BinOp::And, sh, one);
                        Val::S(self.b.icmp(IntCC::Ne, bit, zero))
                    }
                    _ => {
                        let mask = self.b.binary(BinOp::Shl, one, shift);
                        if op == I::Ibset {
                            Val::S(self.b.binary(BinOp::Or, s(0), mask))
                        } else {
                            let all = self.b.iconst(t, -1);
                            let inv = self.b.binary(BinOp::Xor, mask, all);
                            Val::S(self.b.binary(BinOp::And, s(0), inv))
                        }
                    }
                }
            }
            _ => vals[0],
        }
    }
}

fn int_cc(op: BinaryOp) -> IntCC {
    match op {
        BinaryOp::Eq => IntCC::Eq,
        BinaryOp::Ne => IntCC::Ne,
        BinaryOp::Lt => IntCC::Slt,
        BinaryOp::Le => IntCC::Sle,
        BinaryOp::Gt => IntCC::Sgt,
        _ => IntCC::Sge,
    }
}

/// Sema guarantees character operands here; a mismatch is a bug in sema.
fn unreachable_val() -> ! {
    panic!("sema produced a character operation on a non-character value")
}
