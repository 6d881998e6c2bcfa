//! `atomic` constructs (OpenACC 3.3 §2.12) as `acc.atomic`: `read` and `write` take the
//! addresses (and the value written, computed before the operation); `update` and `capture`
//! own a region that receives the old value of `x` and yields the new one, computed in the
//! type the C expression computes in (`x op= e`, `x = x op e`, `x++`). A `v` of another type
//! than `x` receives the value through a temporary and C's conversion.

use oxacc_offload::atomic::{atomic_op, atomic_region};
use oxacc_oir::{AtomicKind, Value};

use super::lvalue::LVal;
use super::FnCx;
use crate::acc::{AccAtomic, AccDirective, AtomicUpdate};
use crate::ast::{BinaryOp, ExprId, StmtId};
use crate::types::TypeId;

impl FnCx<'_, '_> {
    pub(crate) fn acc_atomic(&mut self, acc: &AccDirective, body: Option<StmtId>) {
        let Some(form) = acc.atomic.clone() else {
            if let Some(b) = body {
                self.stmt(b);
            }
            return;
        };
        let clauses = self.acc_clauses(&acc.clauses);
        match form {
            AccAtomic::Read { v, x } => {
                let xl = self.lvalue(x);
                let vl = self.lvalue(v);
                let (xt, oxt) = self.atomic_ty(x);
                let (dest, tmp) = self.atomic_dest(&vl, oxt);
                let kind = AtomicKind::Read;
                atomic_op(
                    self,
                    kind,
                    oxt,
                    xl.addr,
                    Some(dest),
                    None,
                    clauses,
                    acc.span,
                );
                self.atomic_finish_v(tmp, &vl, xt, oxt);
            }
            AccAtomic::Write { x, expr } => {
                let xl = self.lvalue(x);
                let (xt, oxt) = self.atomic_ty(x);
                let e = self.scalar(expr);
                let et = self.cx.ast[expr].ty;
                let e = self.convert_scalar(e, et, xt);
                let kind = AtomicKind::Write;
                atomic_op(self, kind, oxt, xl.addr, None, Some(e), clauses, acc.span);
            }
            AccAtomic::Update(u) => self.atomic_region(acc, clauses, &u, None, AtomicKind::Update),
            AccAtomic::Capture { v, update, old } => {
                self.atomic_region(acc, clauses, &update, Some(v), AtomicKind::Capture { old })
            }
        }
    }

    fn atomic_ty(&mut self, x: ExprId) -> (TypeId, oxacc_oir::TypeId) {
        let t = self.cx.ast[x].ty;
        let t = self.cx.types.unqualified(t);
        let o = self.cx.oir_ty(self.b.module, t);
        (t, o)
    }

    /// Where the operation stores `v`: `v` itself when its type is `x`'s, else a temporary.
    fn atomic_dest(&mut self, vl: &LVal, oxt: oxacc_oir::TypeId) -> (Value, Option<Value>) {
        let vt = self.cx.types.unqualified(vl.ty);
        let ovt = self.cx.oir_ty(self.b.module, vt);
        if ovt == oxt && vl.bf.is_none() {
            (vl.addr, None)
        } else {
            let tmp = self.entry_alloca(oxt);
            (tmp, Some(tmp))
        }
    }

    fn atomic_finish_v(
        &mut self,
        tmp: Option<Value>,
        vl: &LVal,
        xt: TypeId,
        oxt: oxacc_oir::TypeId,
    ) {
        if let Some(tmp) = tmp {
            let val = self.b.load(oxt, tmp);
            let vt = self.cx.types.unqualified(vl.ty);
            let c = self.convert_scalar(val, xt, vt);
            self.store(vl, super::expr::Val::Scalar(c));
        }
    }

    fn atomic_region(
        &mut self,
        acc: &AccDirective,
        clauses: Vec<oxacc_oir::Clause>,
        u: &AtomicUpdate,
        v: Option<ExprId>,
        kind: AtomicKind,
    ) {
        let xl = self.lvalue(u.x);
        let (xt, oxt) = self.atomic_ty(u.x);
        let vl = v.map(|v| self.lvalue(v));
        let on_fail = u.cond.as_ref().is_some_and(|c| c.v_on_fail);
        // 5.1 `r = x == e` (§2.19.7): the comparison is made again from the old value, which
        // the operation captures into a temporary.
        let r = u.cond.as_ref().and_then(|c| c.r);
        let mut kind = kind;
        let mut dest = vl.as_ref().map(|vl| match on_fail {
            // Written only when the comparison fails: the old value goes to a temporary.
            true => {
                let tmp = self.entry_alloca(oxt);
                (tmp, Some(tmp))
            }
            false => self.atomic_dest(vl, oxt),
        });
        if r.is_some() && dest.is_none() {
            let tmp = self.entry_alloca(oxt);
            dest = Some((tmp, Some(tmp)));
            kind = AtomicKind::Capture { old: true };
        }
        // The operands are evaluated before the operation.
        let operand = u.expr.map(|e| (self.scalar(e), self.cx.ast[e].ty));
        // The min/max forms compare with the value they store: evaluated once, so that the
        // region is `old < e ? e : old`, an `atomicrmw max` (acc-outline's native_min_max).
        let compared = u.cond.as_ref().map(|c| match (c.min_max, operand) {
            (true, Some((v, vt))) => (self.convert_scalar(v, vt, c.ty), c.op, c.ty),
            _ => (self.scalar(c.e), c.op, c.ty),
        });
        let v_addr = dest.map(|d| d.0);
        atomic_region(
            self,
            kind,
            oxt,
            xl.addr,
            v_addr,
            clauses,
            acc.span,
            |f, old| {
                let new = f.atomic_new(u, xt, old, operand);
                match compared {
                    // OpenMP 5.1 `atomic compare` (§2.19.7): x keeps its value unless the
                    // comparison holds.
                    Some((e, op, ct)) => {
                        let a = f.convert_scalar(old, xt, ct);
                        let holds = f.compare(op, a, e, ct);
                        f.b.select(holds, new, old)
                    }
                    None => new,
                }
            },
        );
        if let (Some(r), Some((_, Some(tmp))), Some((e, op, ct))) = (r, dest, compared) {
            let old = self.b.load(oxt, tmp);
            let a = self.convert_scalar(old, xt, ct);
            let holds = self.compare(op, a, e, ct);
            self.store_comparison(r, holds);
        }
        match (vl, dest, compared) {
            (Some(vl), Some((_, Some(tmp))), Some((e, op, ct))) if on_fail => {
                let old = self.b.load(oxt, tmp);
                let a = self.convert_scalar(old, xt, ct);
                let holds = self.compare(op, a, e, ct);
                let vt = self.cx.types.unqualified(vl.ty);
                let val = self.convert_scalar(old, xt, vt);
                self.store_unless(holds, &vl, val);
            }
            (Some(vl), Some((_, tmp)), _) => self.atomic_finish_v(tmp, &vl, xt, oxt),
            _ => {}
        }
    }

    /// The new value of `x` from its old value, computed as C computes the update.
    fn atomic_new(
        &mut self,
        u: &AtomicUpdate,
        xt: TypeId,
        old: Value,
        operand: Option<(Value, TypeId)>,
    ) -> Value {
        match (u.op, operand) {
            (None, Some((e, et))) => self.convert_scalar(e, et, xt),
            (None, None) => old,
            (Some(op), operand) if self.cx.types.is_pointer(xt) => {
                // A pointer stepped by an integer (`p++`, `p += n`, `p = n + p`).
                let (e, et) = operand.unwrap_or_else(|| {
                    let i32t = self.b.module.i32();
                    (self.b.iconst(i32t, 1), TypeId::INT)
                });
                self.ptr_offset(old, xt, e, et, op == BinaryOp::Sub)
            }
            (Some(op), operand) => {
                let ct = u.compute_ty;
                let (e, et) = match operand {
                    Some(o) => o,
                    None => {
                        // `++`/`--`: one of x's type.
                        let one = if self.cx.types.is_integer(xt) {
                            let t = self.cx.val_ty(self.b.module, xt);
                            self.b.iconst(t, 1)
                        } else {
                            let t = self.cx.val_ty(self.b.module, xt);
                            self.b.fconst(t, 1.0)
                        };
                        (one, xt)
                    }
                };
                // A shift's operands are promoted each on its own (C17 §6.5.7p3): the shifted
                // operand to the result type `ct`, the count (x in `x = expr << x`) not at all.
                let shift = matches!(op, BinaryOp::Shl | BinaryOp::Shr);
                let a = if shift && u.reversed {
                    old
                } else {
                    self.convert_scalar(old, xt, ct)
                };
                let e = if shift && !u.reversed {
                    e
                } else {
                    self.convert_scalar(e, et, ct)
                };
                let r = if u.reversed {
                    self.arith(op, e, a, ct)
                } else {
                    self.arith(op, a, e, ct)
                };
                self.convert_scalar(r, ct, xt)
            }
        }
    }
}
