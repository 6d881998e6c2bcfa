//! GCC's `__sync_*` and `__atomic_*` built-ins (C11 §7.17 semantics, GCC manual "Legacy
//! __sync Built-in Functions" and "__atomic Builtins") on integer and pointer objects (the
//! generic by-address forms on any object of 1, 2, 4 or 8 bytes), as OIR atomic
//! instructions; `_Atomic` compound assignment and `++`/`--` without a matching atomic
//! instruction use a compare-and-exchange loop. Sema types these built-ins as returning `int`; the result is converted to
//! that type.

use oxacc_oir::{BinOp, IntCC, MemFlags, Ordering, RmwOp, Value};

use super::expr::Val;
use super::lvalue::LVal;
use super::FnCx;
use crate::ast::{BinaryOp, ExprId};
use crate::types::TypeId;

impl FnCx<'_, '_> {
    pub(crate) fn atomic_builtin(&mut self, e: ExprId, name: &str, args: &[ExprId]) -> Option<Val> {
        let ret = self.cx.ast[e].ty;
        if name.starts_with("__atomic_") && name.ends_with("_fence") {
            let o = self.order_arg(args, 0);
            self.b.fence(o);
            return Some(Val::Void);
        }
        // Objects of 1, 2, 4 and 8 bytes are lock-free on x86-64 (16 needs libatomic).
        if let Some(kind) = name
            .strip_prefix("__atomic_")
            .and_then(|r| r.strip_suffix("_lock_free"))
        {
            let size = args.first().and_then(|&a| self.cx.eval_int(a));
            for &a in args.iter().skip(1) {
                self.rvalue(a);
            }
            let free = match (size, kind) {
                (Some(1 | 2 | 4 | 8), _) => 1,
                (Some(_), "always") => 0,
                _ => return None,
            };
            return Some(self.int_const(ret, free));
        }
        let p_expr = *args.first()?;
        let pointee = self.cx.types.pointee(self.cx.ast[p_expr].ty)?;
        if let Some(rest) = name.strip_prefix("__atomic_") {
            if matches!(
                rest,
                "load" | "store" | "exchange" | "compare_exchange" | "test_and_set" | "clear"
            ) {
                return self.atomic_generic(rest, args, pointee, ret);
            }
        }
        // A pointer object is operated on as its integer value (GCC: `__atomic_fetch_add`
        // on a pointer adds bytes).
        let pointee = if self.cx.types.is_pointer(pointee) {
            TypeId::ULONG
        } else {
            pointee
        };
        if !self.cx.types.is_integer(pointee) {
            return None;
        }
        let p = self.scalar(p_expr);
        let t = self.cx.val_ty(self.b.module, pointee);
        let operand = |f: &mut Self, i: usize| -> Option<Value> {
            let a = *args.get(i)?;
            let v = f.scalar(a);
            let at = f.cx.ast[a].ty;
            Some(f.convert_scalar(v, at, pointee))
        };
        let result = if let Some(rest) = name.strip_prefix("__sync_") {
            self.sync_builtin(rest, p, t, &operand)?
        } else {
            let rest = name.strip_prefix("__atomic_")?;
            self.atomic_n_builtin(rest, p, t, args, &operand)?
        };
        Some(match result {
            Some(v) => {
                let from = if self.b.module.types.int_width(self.b.value_type(v)) == Some(1) {
                    TypeId::BOOL
                } else {
                    pointee
                };
                let v = if from == TypeId::BOOL {
                    let i8t = self.b.module.i8();
                    self.b.cast(oxacc_oir::CastOp::ZExt, v, i8t)
                } else {
                    v
                };
                Val::Scalar(self.convert_scalar(v, from, ret))
            }
            None => Val::Void,
        })
    }

    fn sync_builtin(
        &mut self,
        rest: &str,
        p: Value,
        t: oxacc_oir::TypeId,
        operand: &dyn Fn(&mut Self, usize) -> Option<Value>,
    ) -> Option<Option<Value>> {
        let sc = Ordering::SeqCst;
        if let Some(op) = rest.strip_prefix("fetch_and_") {
            let v = operand(self, 1)?;
            return Some(Some(self.b.atomic_rmw(rmw_op(op)?, p, v, sc)));
        }
        if let Some(op) = rest.strip_suffix("_and_fetch") {
            let v = operand(self, 1)?;
            let old = self.b.atomic_rmw(rmw_op(op)?, p, v, sc);
            return Some(Some(self.apply_rmw(op, old, v)));
        }
        match rest {
            "bool_compare_and_swap" | "val_compare_and_swap" => {
                let expected = operand(self, 1)?;
                let new = operand(self, 2)?;
                let old = self.b.cmpxchg(p, expected, new, sc, false);
                if rest.starts_with("bool") {
                    return Some(Some(self.b.icmp(IntCC::Eq, old, expected)));
                }
                Some(Some(old))
            }
            "lock_test_and_set" => {
                let v = operand(self, 1)?;
                Some(Some(self.b.atomic_rmw(
                    RmwOp::Xchg,
                    p,
                    v,
                    Ordering::Acquire,
                )))
            }
            "lock_release" => {
                let z = self.b.iconst(t, 0);
                let flags = MemFlags {
                    atomic: Some(Ordering::Release),
                    ..MemFlags::default()
                };
                self.b.store_with(z, p, flags);
                Some(None)
            }
            _ => None,
        }
    }

    fn atomic_n_builtin(
        &mut self,
        rest: &str,
        p: Value,
        t: oxacc_oir::TypeId,
        args: &[ExprId],
        operand: &dyn Fn(&mut Self, usize) -> Option<Value>,
    ) -> Option<Option<Value>> {
        if let Some(op) = rest.strip_prefix("fetch_") {
            let v = operand(self, 1)?;
            let o = self.order_arg(args, 2);
            return Some(Some(self.b.atomic_rmw(rmw_op(op)?, p, v, o)));
        }
        if let Some(op) = rest.strip_suffix("_fetch") {
            let v = operand(self, 1)?;
            let o = self.order_arg(args, 2);
            let old = self.b.atomic_rmw(rmw_op(op)?, p, v, o);
            return Some(Some(self.apply_rmw(op, old, v)));
        }
        match rest {
            "load_n" => {
                let o = self.order_arg(args, 1);
                let flags = MemFlags {
                    atomic: Some(o),
                    ..MemFlags::default()
                };
                Some(Some(self.b.load_with(t, p, flags)))
            }
            "store_n" => {
                let v = operand(self, 1)?;
                let o = self.order_arg(args, 2);
                let flags = MemFlags {
                    atomic: Some(o),
                    ..MemFlags::default()
                };
                self.b.store_with(v, p, flags);
                Some(None)
            }
            "exchange_n" => {
                let v = operand(self, 1)?;
                let o = self.order_arg(args, 2);
                Some(Some(self.b.atomic_rmw(RmwOp::Xchg, p, v, o)))
            }
            "compare_exchange_n" => {
                let exp_ptr = self.scalar(*args.get(1)?);
                let expected = self.b.load(t, exp_ptr);
                let new = operand(self, 2)?;
                let weak = args.get(3).and_then(|&a| self.cx.eval_int(a)).unwrap_or(0) != 0;
                let o = self.order_arg(args, 4);
                let old = self.b.cmpxchg(p, expected, new, o, weak);
                // On failure the current value is written back to `*expected`; writing the
                // unchanged value on success is equivalent.
                self.b.store(old, exp_ptr);
                Some(Some(self.b.icmp(IntCC::Eq, old, expected)))
            }
            _ => None,
        }
    }

    /// `++`/`--` on an `_Atomic` integer or pointer: one atomic read-modify-write
    /// (§6.5.2.4p2, §6.5.16.2p3).
    pub(crate) fn atomic_step(&mut self, lv: &LVal, delta: i64, post: bool, at: ExprId) -> Val {
        let t = self.cx.types.unqualified(lv.ty);
        if !self.cx.types.is_integer(t)
            || matches!(self.cx.types.kind(t), crate::types::TypeKind::Bool)
        {
            // Pointers, floating types, `_Bool`: a compare-and-exchange loop.
            return match self.atomic_cas_update(lv, |f, x| f.step(x, t, delta)) {
                Some((old, new)) => Val::Scalar(if post { old } else { new }),
                None => self.unsupported_value(at, "'++'/'--' on this '_Atomic' type"),
            };
        }
        let vt = self.cx.val_ty(self.b.module, t);
        let one = self.b.iconst(vt, 1);
        let op = if delta > 0 { RmwOp::Add } else { RmwOp::Sub };
        let old = self.b.atomic_rmw(op, lv.addr, one, Ordering::SeqCst);
        if post {
            return Val::Scalar(old);
        }
        let bop = if delta > 0 { BinOp::Add } else { BinOp::Sub };
        Val::Scalar(self.b.binary(bop, old, one))
    }

    /// `E1 op= E2` on an `_Atomic` integer, for the operators with an atomic instruction
    /// (§6.5.16.2p3); the others are reported.
    pub(crate) fn atomic_compound(
        &mut self,
        op: BinaryOp,
        lv: &LVal,
        rhs: ExprId,
        at: ExprId,
        compute: TypeId,
    ) -> Val {
        let t = self.cx.types.unqualified(lv.ty);
        let rmw = match op {
            BinaryOp::Add => Some(("add", RmwOp::Add)),
            BinaryOp::Sub => Some(("sub", RmwOp::Sub)),
            BinaryOp::BitAnd => Some(("and", RmwOp::And)),
            BinaryOp::BitOr => Some(("or", RmwOp::Or)),
            BinaryOp::BitXor => Some(("xor", RmwOp::Xor)),
            _ => None,
        };
        let rt = self.cx.ast[rhs].ty;
        let integral = self.cx.types.is_integer(t) && self.cx.types.is_integer(rt);
        let Some((name, rmw)) = rmw.filter(|_| integral) else {
            return self.atomic_compound_cas(op, lv, rhs, at, compute);
        };
        let v = self.scalar(rhs);
        let v = self.convert_scalar(v, rt, t);
        let old = self.b.atomic_rmw(rmw, lv.addr, v, Ordering::SeqCst);
        Val::Scalar(self.apply_rmw(name, old, v))
    }

    /// The generic `__atomic_*` built-ins, which pass values by address (what
    /// `<stdatomic.h>`'s `atomic_load`, `atomic_store`, `atomic_exchange` and
    /// `atomic_compare_exchange_*` expand to), on objects of 1, 2, 4 or 8 bytes of any type
    /// as the integer of that size; `__atomic_test_and_set`/`__atomic_clear` on a byte.
    fn atomic_generic(
        &mut self,
        rest: &str,
        args: &[ExprId],
        pointee: TypeId,
        ret: TypeId,
    ) -> Option<Val> {
        let size = if matches!(rest, "test_and_set" | "clear") {
            1
        } else {
            let u = self.cx.types.unqualified(pointee);
            self.cx.size(u)
        };
        if !matches!(size, 1 | 2 | 4 | 8) {
            return None;
        }
        let t = self.b.module.int(size as u32 * 8);
        let p = self.scalar(args[0]);
        let ptr_arg = |f: &mut Self, i: usize| -> Option<Value> {
            let a = *args.get(i)?;
            Some(f.scalar(a))
        };
        let atomic = |o: Ordering| MemFlags {
            atomic: Some(o),
            ..MemFlags::default()
        };
        let flag = match rest {
            "load" => {
                let out = ptr_arg(self, 1)?;
                let o = self.order_arg(args, 2);
                let v = self.b.load_with(t, p, atomic(o));
                self.b.store(v, out);
                None
            }
            "store" => {
                let src = ptr_arg(self, 1)?;
                let o = self.order_arg(args, 2);
                let v = self.b.load(t, src);
                self.b.store_with(v, p, atomic(o));
                None
            }
            "exchange" => {
                let src = ptr_arg(self, 1)?;
                let out = ptr_arg(self, 2)?;
                let o = self.order_arg(args, 3);
                let v = self.b.load(t, src);
                let old = self.b.atomic_rmw(RmwOp::Xchg, p, v, o);
                self.b.store(old, out);
                None
            }
            "compare_exchange" => {
                let exp_ptr = ptr_arg(self, 1)?;
                let src = ptr_arg(self, 2)?;
                let weak = args.get(3).and_then(|&a| self.cx.eval_int(a)).unwrap_or(0) != 0;
                for &a in args.iter().skip(3) {
                    self.rvalue(a);
                }
                let o = self.order_arg(args, 4);
                let expected = self.b.load(t, exp_ptr);
                let new = self.b.load(t, src);
                let old = self.b.cmpxchg(p, expected, new, o, weak);
                self.b.store(old, exp_ptr);
                Some(self.b.icmp(IntCC::Eq, old, expected))
            }
            "test_and_set" => {
                let o = self.order_arg(args, 1);
                let one = self.b.iconst(t, 1);
                let old = self.b.atomic_rmw(RmwOp::Xchg, p, one, o);
                let zero = self.b.iconst(t, 0);
                Some(self.b.icmp(IntCC::Ne, old, zero))
            }
            _ => {
                let o = self.order_arg(args, 1);
                let zero = self.b.iconst(t, 0);
                self.b.store_with(zero, p, atomic(o));
                None
            }
        };
        Some(match flag {
            Some(c) => {
                let i8t = self.b.module.i8();
                let v = self.b.cast(oxacc_oir::CastOp::ZExt, c, i8t);
                Val::Scalar(self.convert_scalar(v, TypeId::BOOL, ret))
            }
            None if self.cx.types.is_void(ret) => Val::Void,
            None => self.undef_of(ret),
        })
    }

    /// `E1 op= E2` on an `_Atomic` object without an atomic instruction for `op` (`*= /= %=
    /// <<= >>=`, floating types, pointers): `E2` is evaluated once, then `E1 op E2` is
    /// computed and stored by a compare-and-exchange loop (§6.5.16.2p3, footnote 113).
    fn atomic_compound_cas(
        &mut self,
        op: BinaryOp,
        lv: &LVal,
        rhs: ExprId,
        at: ExprId,
        compute: TypeId,
    ) -> Val {
        let lt = self.cx.types.unqualified(lv.ty);
        let unsupported = |f: &mut Self| {
            f.unsupported_value(at, "this compound assignment to an '_Atomic' object")
        };
        if self.cx.types.is_complex(lt) || self.cx.types.is_complex(compute) {
            return unsupported(self);
        }
        let rt = self.cx.ast[rhs].ty;
        let f16 = self.cx.is_float16(compute);
        let b = if f16 {
            self.f16_operand(rhs)
        } else {
            self.scalar(rhs)
        };
        let pointer = self.cx.types.is_pointer(lt);
        let r = self.atomic_cas_update(lv, |f, old| {
            if pointer {
                return f.ptr_offset(old, lt, b, rt, op == BinaryOp::Sub);
            }
            let ct = if f16 { TypeId::FLOAT } else { compute };
            let a = f.convert_scalar(old, lt, ct);
            let r = f.arith(op, a, b, ct);
            f.convert_scalar(r, ct, lt)
        });
        match r {
            Some((_, new)) => Val::Scalar(new),
            None => unsupported(self),
        }
    }

    /// A read-modify-write of an `_Atomic` scalar of 1, 2, 4 or 8 bytes by a
    /// compare-and-exchange loop on its bits: `update` computes the new value from the old
    /// one (it may run several times, so it only computes). Returns (old, new); `None` for
    /// other sizes.
    pub(crate) fn atomic_cas_update(
        &mut self,
        lv: &LVal,
        mut update: impl FnMut(&mut Self, Value) -> Value,
    ) -> Option<(Value, Value)> {
        let t = self.cx.types.unqualified(lv.ty);
        let size = self.cx.size(t);
        if !matches!(size, 1 | 2 | 4 | 8) || self.cx.is_mem(t) {
            return None;
        }
        let vt = self.cx.val_ty(self.b.module, t);
        let types = &self.b.module.types;
        let direct = types.is_int(vt) || types.is_ptr(vt);
        let bits_t = if direct {
            vt
        } else {
            self.b.module.int(size as u32 * 8)
        };
        let relaxed = MemFlags {
            atomic: Some(Ordering::Relaxed),
            ..MemFlags::default()
        };
        let init = self.b.load_with(bits_t, lv.addr, relaxed);
        let again = self.b.create_block();
        let done = self.b.create_block();
        let cur = self.b.add_block_param(again, bits_t);
        self.b.br(again, &[init]);
        self.b.switch_to_block(again);
        let old = if direct {
            cur
        } else {
            self.b.cast(oxacc_oir::CastOp::Bitcast, cur, vt)
        };
        let new = update(self, old);
        let new_bits = if direct {
            new
        } else {
            self.b.cast(oxacc_oir::CastOp::Bitcast, new, bits_t)
        };
        let prev = self
            .b
            .cmpxchg(lv.addr, cur, new_bits, Ordering::SeqCst, false);
        let ok = self.b.icmp(IntCC::Eq, prev, cur);
        self.b.cond_br(ok, done, &[], again, &[prev]);
        self.b.switch_to_block(done);
        Some((old, new))
    }

    /// The memory order argument (`__ATOMIC_RELAXED` 0 … `__ATOMIC_SEQ_CST` 5).
    fn order_arg(&mut self, args: &[ExprId], i: usize) -> Ordering {
        match args.get(i).and_then(|&a| self.cx.eval_int(a)) {
            Some(0) => Ordering::Relaxed,
            Some(1 | 2) => Ordering::Acquire,
            Some(3) => Ordering::Release,
            Some(4) => Ordering::AcqRel,
            _ => Ordering::SeqCst,
        }
    }

    /// The new value of an `OP_and_fetch` from the old one.
    fn apply_rmw(&mut self, op: &str, old: Value, v: Value) -> Value {
        let bop = match op {
            "add" => BinOp::Add,
            "sub" => BinOp::Sub,
            "and" | "nand" => BinOp::And,
            "or" => BinOp::Or,
            _ => BinOp::Xor,
        };
        let r = self.b.binary(bop, old, v);
        if op == "nand" {
            let t = self.b.value_type(r);
            let m = self.b.iconst(t, -1);
            return self.b.binary(BinOp::Xor, r, m);
        }
        r
    }
}

fn rmw_op(op: &str) -> Option<RmwOp> {
    Some(match op {
        "add" => RmwOp::Add,
        "sub" => RmwOp::Sub,
        "and" => RmwOp::And,
        "or" => RmwOp::Or,
        "xor" => RmwOp::Xor,
        "nand" => RmwOp::Nand,
        _ => return None,
    })
}
