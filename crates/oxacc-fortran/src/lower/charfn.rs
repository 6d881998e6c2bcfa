//! Character intrinsics (`sema/charfn.rs`): INDEX, SCAN and VERIFY through Flang's
//! `_FortranAIndex1`/`Scan1`/`Verify1` (`flang/Runtime/character.h`); ADJUSTL, ADJUSTR and
//! REPEAT build their result in a stack buffer, as concatenation does.

use oxacc_oir::{BinOp, IntCC, Value};

use super::expr::Val;
use super::func::FnLower;
use super::runtime::{self, Rt};
use crate::sema::charfn::{CharFn, Search};
use crate::sema::tree::{Expr, ExprKind};

impl FnLower<'_, '_, '_> {
    fn char_arg(&mut self, e: &Expr, at: &[Value]) -> (Value, Value) {
        match self.eval(e, if e.rank > 0 { at } else { &[] }) {
            Val::Ch { ptr, len } => (ptr, len),
            v => (v.s(), self.i64c(1)),
        }
    }

    /// Fills `n` bytes at `dst` with blanks.
    fn blank_fill(&mut self, dst: Value, n: Value) {
        let i8t = self.b.module.i8();
        self.for_shape(&[n], &mut |fl, j| {
            let a = fl.b.ptr_add(dst, j[0]);
            let blank = fl.b.iconst(i8t, i128::from(b' '));
            fl.b.store(blank, a);
        });
    }

    pub(super) fn charfn(&mut self, f: CharFn, args: &[Expr], e: &Expr, at: &[Value]) -> Val {
        match f {
            CharFn::Search(s) => {
                let (p, l) = self.char_arg(&args[0], at);
                let (q, m) = self.char_arg(&args[1], at);
                let back = self.scalar(&args[2]);
                let name = match s {
                    Search::Index => "_FortranAIndex1",
                    Search::Scan => "_FortranAScan1",
                    Search::Verify => "_FortranAVerify1",
                };
                let func = runtime::func(
                    self.b.module,
                    name,
                    &[Rt::Ptr, Rt::I64, Rt::Ptr, Rt::I64, Rt::I1],
                    Rt::I64,
                );
                let r = self.b.call(func, &[p, l, q, m, back]).expect("position");
                let rt = self.reg_type(e.ty);
                Val::S(self.int_to(r, rt))
            }
            CharFn::Adjustl | CharFn::Adjustr => {
                let (p, len) = self.char_arg(&args[0], at);
                let left = f == CharFn::Adjustl;
                // The blanks to move: leading ones (VERIFY from the front) for ADJUSTL,
                // trailing ones (LEN_TRIM) for ADJUSTR.
                let blank = self.b.module.i8();
                let one = self.i64c(1);
                let g = self.ctx.string(self.b.module, b" ");
                let set = self.b.global_addr(g);
                let n = if left {
                    let i1 = self.b.module.i1();
                    let no = self.b.iconst(i1, 0);
                    let func = runtime::func(
                        self.b.module,
                        "_FortranAVerify1",
                        &[Rt::Ptr, Rt::I64, Rt::Ptr, Rt::I64, Rt::I1],
                        Rt::I64,
                    );
                    let first = self.b.call(func, &[p, len, set, one, no]).expect("verify");
                    // 0 when all blank: nothing to move.
                    let zero = self.i64c(0);
                    let none = self.b.icmp(IntCC::Eq, first, zero);
                    let lead = self.b.binary(BinOp::Sub, first, one);
                    self.b.select(none, zero, lead)
                } else {
                    let func = runtime::func(
                        self.b.module,
                        "_FortranALenTrim1",
                        &[Rt::Ptr, Rt::I64],
                        Rt::I64,
                    );
                    let t = self.b.call(func, &[p, len]).expect("len_trim");
                    self.b.binary(BinOp::Sub, len, t)
                };
                let buf = self.b.alloca(blank, Some(len));
                let keep = self.b.binary(BinOp::Sub, len, n);
                if left {
                    let src = self.b.ptr_add(p, n);
                    self.b.memcpy(buf, src, keep);
                    let tail = self.b.ptr_add(buf, keep);
                    self.blank_fill(tail, n);
                } else {
                    self.blank_fill(buf, n);
                    let dst = self.b.ptr_add(buf, n);
                    self.b.memcpy(dst, p, keep);
                }
                Val::Ch { ptr: buf, len }
            }
            CharFn::Repeat => {
                let (p, len) = self.char_arg(&args[0], at);
                let nc = self.scalar(&args[1]);
                let zero = self.i64c(0);
                let pos = self.b.icmp(IntCC::Sgt, nc, zero);
                let nc = self.b.select(pos, nc, zero);
                let total = self.b.binary(BinOp::Mul, len, nc);
                let i8t = self.b.module.i8();
                let buf = self.b.alloca(i8t, Some(total));
                self.for_shape(&[nc], &mut |fl, j| {
                    let off = fl.b.binary(BinOp::Mul, j[0], len);
                    let dst = fl.b.ptr_add(buf, off);
                    fl.b.memcpy(dst, p, len);
                });
                Val::Ch {
                    ptr: buf,
                    len: total,
                }
            }
        }
    }
}

/// A function result's length expression with each dummy replaced by its actual argument
/// (§7.4.4.2: evaluated on entry, from the actual arguments); `None` when it uses something
/// else of the callee (a dummy array's element, a host variable of another procedure).
pub(super) fn substitute_dummies(
    e: &Expr,
    dummies: &[crate::sema::tree::SymbolId],
    args: &[Expr],
) -> Option<Expr> {
    let sub = |x: &Expr| substitute_dummies(x, dummies, args);
    let kind = match &e.kind {
        ExprKind::Var(id) => match dummies.iter().position(|d| d == id) {
            Some(i) => return args.get(i).filter(|a| a.kind != ExprKind::Absent).cloned(),
            None => return None,
        },
        ExprKind::Const(_) => e.kind.clone(),
        ExprKind::Unary(op, x) => ExprKind::Unary(*op, Box::new(sub(x)?)),
        ExprKind::Binary(op, a, b) => ExprKind::Binary(*op, Box::new(sub(a)?), Box::new(sub(b)?)),
        ExprKind::Convert(x) => ExprKind::Convert(Box::new(sub(x)?)),
        ExprKind::Paren(x) => ExprKind::Paren(Box::new(sub(x)?)),
        ExprKind::Intrinsic(op, xs) => {
            ExprKind::Intrinsic(*op, xs.iter().map(sub).collect::<Option<Vec<_>>>()?)
        }
        ExprKind::CharFn(op, xs) => {
            ExprKind::CharFn(*op, xs.iter().map(sub).collect::<Option<Vec<_>>>()?)
        }
        _ => return None,
    };
    Some(Expr {
        kind,
        ty: e.ty,
        rank: e.rank,
        span: e.span,
    })
}
