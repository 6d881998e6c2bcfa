//! Lvalues (C17 §6.3.2.1): the address of the designated object, its type, and for
//! bit-fields the bit position in the storage unit at that address. Loads and stores of
//! whole values go through [`FnCx::load`] and [`FnCx::store`]; aggregates are copied with
//! `memcpy` (§6.5.16.1p2: assignment of structures copies the object).

use oxacc_oir::{MemFlags, Value};

use super::expr::Val;
use super::FnCx;
use crate::ast::{ExprId, ExprKind, Resolution, StorageDuration, UnaryOp};
use crate::types::{ArrayLen, TypeId, TypeKind};

/// A designated object: address, type, bit-field (bit offset, width), volatile access.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LVal {
    pub addr: Value,
    pub ty: TypeId,
    pub bf: Option<(u32, u32)>,
    pub volatile: bool,
}

impl FnCx<'_, '_> {
    fn lval(&mut self, addr: Value, ty: TypeId) -> LVal {
        let volatile = self.cx.types.quals(ty).is_volatile;
        LVal {
            addr,
            ty,
            bf: None,
            volatile,
        }
    }

    pub(crate) fn lvalue(&mut self, e: ExprId) -> LVal {
        let ex = self.cx.ast[e].clone();
        let ty = ex.ty;
        match ex.kind {
            ExprKind::Ident {
                res: Resolution::Decl(d),
                ..
            } => {
                let addr = self.decl_addr(d, ex.span);
                self.lval(addr, ty)
            }
            ExprKind::Ident {
                res: Resolution::Builtin,
                ..
            } => {
                // `__func__` (§6.4.2.2): the function's name as a string.
                let name = self.name.clone();
                let sym = self.cx.fresh_name("__func__");
                let g = self.b.module.add_string(&sym, name.as_bytes());
                let addr = self.b.global_addr(g);
                self.lval(addr, ty)
            }
            ExprKind::StringLit { .. } => {
                let g = self.cx.string_global(self.b.module, e);
                let addr = self.b.global_addr(g);
                self.lval(addr, ty)
            }
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => {
                let p = self.scalar(operand);
                self.lval(p, ty)
            }
            ExprKind::Unary {
                op: UnaryOp::Extension,
                operand,
            } => self.lvalue(operand),
            ExprKind::Unary {
                op: op @ (UnaryOp::Real | UnaryOp::Imag),
                operand,
            } => {
                let base = self.lvalue(operand);
                let off = if op == UnaryOp::Imag {
                    self.cx.size(ty)
                } else {
                    0
                };
                let addr = self.offset_ptr(base.addr, off);
                self.lval(addr, ty)
            }
            ExprKind::Index { base, index } => self.index_lvalue(base, index, ty),
            ExprKind::Member {
                base, arrow, field, ..
            } => self.member_lvalue(base, arrow, field, ty),
            ExprKind::CompoundLiteral { init, .. } => {
                let oty = self.cx.oir_ty(self.b.module, ty);
                let addr = self.entry_alloca(oty);
                self.init_local(addr, ty, init);
                self.lval(addr, ty)
            }
            ExprKind::Generic {
                assocs,
                selected: Some(i),
                ..
            } if i < assocs.len() => self.lvalue(assocs[i].1),
            _ => {
                // An rvalue used where an object is needed (`f().m`, `(a = b).m`): its
                // temporary.
                let v = self.rvalue(e);
                let addr = self.materialize(v, ty);
                self.lval(addr, ty)
            }
        }
    }

    /// The address of a value: aggregates already live in memory, scalars are spilled.
    pub(crate) fn materialize(&mut self, v: Val, ty: TypeId) -> Value {
        match v {
            Val::Mem(a) => a,
            Val::Scalar(x) => {
                let t = self.b.value_type(x);
                let slot = self.entry_alloca(t);
                self.b.store(x, slot);
                slot
            }
            Val::Void => {
                let oty = self.cx.oir_ty(self.b.module, ty);
                self.entry_alloca(oty)
            }
        }
    }

    pub(crate) fn decl_addr(&mut self, d: crate::ast::DeclId, span: oxacc_source::Span) -> Value {
        if let Some(&v) = self.locals.get(&d) {
            return v;
        }
        let decl = &self.cx.ast[d];
        if self.cx.types.is_function(decl.ty) {
            if let Some(f) = self.cx.func_of(self.b.module, d) {
                return self.b.func_addr(f);
            }
        } else if matches!(
            decl.storage,
            StorageDuration::Static | StorageDuration::Thread
        ) || decl.linkage != crate::ast::Linkage::None
        {
            if let Some(g) = self.cx.global_of(self.b.module, d) {
                return self.b.global_addr(g);
            }
        }
        self.cx.unsupported(span, "this reference to a declaration");
        self.b.null()
    }

    fn index_lvalue(&mut self, base: ExprId, index: ExprId, ty: TypeId) -> LVal {
        let (p, i) = if self.cx.types.is_pointer(self.cx.ast[base].ty) {
            (base, index)
        } else {
            (index, base)
        };
        let ptr = self.scalar(p);
        let idx = self.scalar(i);
        let it = self.cx.ast[i].ty;
        let idx = self.widen_to_i64(idx, it);
        let size = self.sizeof_value(ty);
        let off = self.b.binary(oxacc_oir::BinOp::Mul, idx, size);
        let addr = self.b.ptr_add(ptr, off);
        self.lval(addr, ty)
    }

    fn member_lvalue(
        &mut self,
        base: ExprId,
        arrow: bool,
        field: Option<crate::ast::DeclId>,
        ty: TypeId,
    ) -> LVal {
        let bt = self.cx.ast[base].ty;
        let (addr, rec) = if arrow {
            let p = self.scalar(base);
            (p, self.cx.types.pointee(bt).unwrap_or(bt))
        } else {
            let lv = self.lvalue(base);
            (lv.addr, bt)
        };
        let info = self.cx.types.record_of(rec).and_then(|r| {
            let fields = &self.cx.types.record(r).fields;
            fields
                .iter()
                .find(|f| f.decl.is_some() && f.decl == field)
                .map(|f| (f.offset, f.bit_field))
        });
        let (off, bf) = info.unwrap_or((0, None));
        let a = self.offset_ptr(addr, off);
        let mut lv = self.lval(a, ty);
        lv.bf = bf;
        lv.volatile |= self.cx.types.quals(rec).is_volatile;
        lv
    }

    /// An integer index as a 64-bit offset (sign- or zero-extended by its type).
    pub(crate) fn widen_to_i64(&mut self, v: Value, ty: TypeId) -> Value {
        let i64t = self.b.module.i64();
        let vt = self.b.value_type(v);
        let w = self.b.module.types.int_width(vt).unwrap_or(64);
        if w == 64 {
            return v;
        }
        if w > 64 {
            return self.b.cast(oxacc_oir::CastOp::Trunc, v, i64t);
        }
        let op = if self.cx.is_signed(ty) {
            oxacc_oir::CastOp::SExt
        } else {
            oxacc_oir::CastOp::ZExt
        };
        self.b.cast(op, v, i64t)
    }

    /// `sizeof` of a type as an i64 value: a constant, or computed for variable length
    /// arrays from their saved element counts (§6.5.3.4p2).
    pub(crate) fn sizeof_value(&mut self, t: TypeId) -> Value {
        let i64t = self.b.module.i64();
        match self.cx.types.kind(t).clone() {
            TypeKind::Array {
                elem,
                len: ArrayLen::Variable(n),
            } => {
                let count = self.vla_count(n);
                let es = self.sizeof_value(elem);
                self.b.binary(oxacc_oir::BinOp::Mul, count, es)
            }
            // A fixed dimension over a variably modified element (`int a[2][n]`,
            // `int jg[4][mm][2]`): the size is still a run-time product (§6.5.3.4p2).
            TypeKind::Array {
                elem,
                len: ArrayLen::Fixed(n),
            } if self.cx.types.is_variably_modified(elem) => {
                let es = self.sizeof_value(elem);
                let count = self.b.iconst(i64t, i128::from(n));
                self.b.binary(oxacc_oir::BinOp::Mul, count, es)
            }
            TypeKind::Void | TypeKind::Function { .. } => self.b.iconst(i64t, 1),
            _ => {
                let s = self.cx.size(t);
                self.b.iconst(i64t, i128::from(s))
            }
        }
    }

    /// The element count of a VLA dimension, evaluated once when its declaration is reached
    /// (§6.7.6.2p5) and kept in a slot.
    pub(crate) fn vla_count(&mut self, n: ExprId) -> Value {
        let i64t = self.b.module.i64();
        if let Some(&slot) = self.vla_sizes.get(&n) {
            return self.b.load(i64t, slot);
        }
        let v = self.scalar(n);
        let nt = self.cx.ast[n].ty;
        let v = self.widen_to_i64(v, nt);
        let slot = self.entry_alloca(i64t);
        self.b.store(v, slot);
        self.vla_sizes.insert(n, slot);
        v
    }

    /// Evaluates the sizes of every VLA dimension of a declared type, outermost first.
    pub(crate) fn eval_vla_sizes(&mut self, t: TypeId) {
        match self.cx.types.kind(t).clone() {
            TypeKind::Array { elem, len } => {
                if let ArrayLen::Variable(n) = len {
                    if !self.vla_sizes.contains_key(&n) {
                        self.vla_count(n);
                    }
                }
                self.eval_vla_sizes(elem);
            }
            TypeKind::Pointer(p) => self.eval_vla_sizes(p),
            _ => {}
        }
    }

    /// Access flags: volatile, and sequentially consistent for `_Atomic` objects (§6.2.6.1p9,
    /// §7.17.7: plain loads and stores of atomic objects are `seq_cst`).
    fn mem_flags(&self, lv: &LVal) -> MemFlags {
        let atomic = self
            .cx
            .types
            .quals(lv.ty)
            .is_atomic
            .then_some(oxacc_oir::Ordering::SeqCst);
        MemFlags {
            volatile: lv.volatile,
            atomic,
            ..MemFlags::default()
        }
    }

    /// Reads the value of an lvalue (§6.3.2.1p2).
    pub(crate) fn load(&mut self, lv: &LVal) -> Val {
        if self.cx.is_mem(lv.ty) || matches!(self.cx.types.kind(lv.ty), TypeKind::VaList) {
            return if self.cx.is_mem(lv.ty) {
                Val::Mem(lv.addr)
            } else {
                Val::Scalar(lv.addr)
            };
        }
        if self.cx.types.is_void(lv.ty) || self.cx.types.is_function(lv.ty) {
            return Val::Void;
        }
        if let Some((bit, width)) = lv.bf {
            return Val::Scalar(self.load_bitfield(lv, bit, width));
        }
        let t = self.cx.val_ty(self.b.module, lv.ty);
        let flags = self.mem_flags(lv);
        Val::Scalar(self.b.load_with(t, lv.addr, flags))
    }

    /// Stores `v` (already of the lvalue's type) and returns the value the object now holds.
    pub(crate) fn store(&mut self, lv: &LVal, v: Val) -> Val {
        match v {
            Val::Mem(src) => {
                let typed = matches!(
                    self.cx.types.kind(lv.ty),
                    TypeKind::Complex(_) | TypeKind::Record(_)
                );
                if typed && !lv.volatile {
                    // A typed copy keeps the parts' alignment. A byte-aligned memcpy became
                    // byte stores of the parts on the GPU, and on an H200 the first byte of a
                    // double came out as the value converted to an integer.
                    let t = self.cx.val_ty(self.b.module, lv.ty);
                    let x = self.b.load(t, src);
                    self.b.store(x, lv.addr);
                    return Val::Mem(lv.addr);
                }
                let size = self.sizeof_value(lv.ty);
                self.b.memcpy(lv.addr, src, size);
                Val::Mem(lv.addr)
            }
            Val::Scalar(x) => {
                if let Some((bit, width)) = lv.bf {
                    return Val::Scalar(self.store_bitfield(lv, bit, width, x));
                }
                let flags = self.mem_flags(lv);
                self.b.store_with(x, lv.addr, flags);
                Val::Scalar(x)
            }
            Val::Void => Val::Void,
        }
    }
}
