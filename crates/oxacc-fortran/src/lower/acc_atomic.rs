//! `!$acc atomic` to OIR atomic operations (OpenACC 3.3 §2.12): the Fortran statement forms
//! sema checked (`v = x`, `x = e`, `x = x op e`, `x = e op x`, `x = intr(x, …)`, capture
//! pairs) as read, write, update and capture operations whose region computes the new value
//! from the old one.

use oxacc_directives::DirectiveKind as DK;
use oxacc_offload::host::Host;
use oxacc_offload::lower as shared;
use oxacc_oir::{Clause as OClause, DirectiveKind, TypeId, Value};

use super::acc::IClause;
use super::func::FnLower;
use super::mem_type;
use crate::sema::acc::tree::AccStmt;
use crate::sema::tree::{Expr, ExprKind, StmtKind};

impl FnLower<'_, '_, '_> {
    // ---- atomic (§2.12) ----

    pub(super) fn acc_atomic(&mut self, a: &AccStmt, clauses: &[IClause]) {
        use oxacc_oir::AtomicKind as AK;
        let oclauses = shared::lower_clauses(self, clauses);
        let assigns: Vec<(&Expr, &Expr)> = a
            .body
            .iter()
            .filter_map(|s| match &s.kind {
                StmtKind::Assign { lhs, rhs } => Some((lhs, rhs)),
                _ => None,
            })
            .collect();
        let kind = a.kind;
        match (kind, assigns.as_slice()) {
            (DK::Atomic(oxacc_directives::AtomicKind::Read), [(v, x)]) => {
                let (xa, _) = self.designator(x, &[]);
                let ty = mem_type(self.b.module, &self.ctx.derived, x.ty);
                let dest = self.atomic_dest(v, x);
                Host::set_span(self, a.span);
                self.b.directive(
                    DirectiveKind::Atomic {
                        kind: AK::Read,
                        ty,
                        x: xa,
                        v: Some(dest.0),
                        expr: None,
                    },
                    oclauses,
                );
                self.atomic_finish(v, x, dest.1);
            }
            (DK::Atomic(oxacc_directives::AtomicKind::Write), [(x, e)]) => {
                let (xa, _) = self.designator(x, &[]);
                let ty = mem_type(self.b.module, &self.ctx.derived, x.ty);
                let val = self.scalar(e);
                let val = self.in_mem_type(val, ty);
                Host::set_span(self, a.span);
                self.b.directive(
                    DirectiveKind::Atomic {
                        kind: AK::Write,
                        ty,
                        x: xa,
                        v: None,
                        expr: Some(val),
                    },
                    oclauses,
                );
            }
            (DK::Atomic(oxacc_directives::AtomicKind::Capture), [first, second]) => {
                // update then v = x (new value), or v = x then update (old value), or
                // v = x then write.
                let (update, v, old) = if same(second.1, first.0) {
                    (first, second.0, false)
                } else {
                    (second, first.0, true)
                };
                self.atomic_region(
                    a,
                    oclauses,
                    update.0,
                    update.1,
                    Some(v),
                    AK::Capture { old },
                );
            }
            (DK::Atomic(oxacc_directives::AtomicKind::Compare { .. }), _) => {
                self.atomic_compare(a, oclauses)
            }
            (_, [(x, rhs)]) => self.atomic_region(a, oclauses, x, rhs, None, AK::Update),
            _ => Host::unsupported(
                self,
                a.name_span,
                "this atomic construct is not lowered yet".into(),
            ),
        }
    }

    /// OpenMP 5.1 `atomic compare [capture]` (§2.19.7, the forms sema checked): an update
    /// region yielding `old cmp e ? d : old` (for `x < expr`/`expr < x`, `d` is the compared
    /// value itself, which acc-outline makes an `atomicrmw max`/`min`); the capture's `v = x`
    /// before or after the IF reads the old or new value, and in the IF's ELSE branch only
    /// the old value of a failed comparison.
    fn atomic_compare(&mut self, a: &AccStmt, oclauses: Vec<OClause>) {
        use crate::sema::tree::BinaryOp as B;
        use oxacc_oir::AtomicKind as AK;
        let mut iff = None;
        let mut v_read: Option<(&Expr, bool)> = None;
        // 5.1 `r = x == e` before `if (r) …` (sema checked the form): `r` and the comparison.
        let mut r_of: Option<(&Expr, &Expr)> = None;
        for (k, s) in a.body.iter().enumerate() {
            match &s.kind {
                StmtKind::If { branches, .. } => iff = Some(branches),
                StmtKind::Assign { lhs, rhs }
                    if k == 0 && matches!(rhs.kind, ExprKind::Binary(..)) =>
                {
                    r_of = Some((lhs, rhs))
                }
                StmtKind::Assign { lhs, .. } => v_read = Some((lhs, k == 0)),
                _ => {}
            }
        }
        let parts = iff.and_then(|branches| {
            let (Some(cond), then) = branches.first()? else {
                return None;
            };
            let [s] = then.as_slice() else { return None };
            let StmtKind::Assign { lhs: x, rhs: d } = &s.kind else {
                return None;
            };
            let else_v = match branches.get(1).map(|b| b.1.as_slice()) {
                Some([s]) => match &s.kind {
                    StmtKind::Assign { lhs, .. } => Some(lhs),
                    _ => return None,
                },
                _ => None,
            };
            let cond = match r_of {
                Some((r, c)) if same(cond, r) => c,
                Some(_) => return None,
                None => cond,
            };
            let cond = match &cond.kind {
                ExprKind::Paren(inner) => inner,
                _ => cond,
            };
            let ExprKind::Binary(op, l, r) = &cond.kind else {
                return None;
            };
            let x_side = |e: &Expr| match &e.kind {
                _ if same(e, x) => Some(false),
                ExprKind::Convert(inner) if same(inner, x) => Some(true),
                _ => None,
            };
            let (op, xs, other) = match (x_side(l), x_side(r)) {
                (Some(c), _) => (*op, (c, l), r),
                (None, Some(c)) => match op {
                    B::Lt => (B::Gt, (c, r), l),
                    B::Gt => (B::Lt, (c, r), l),
                    o => (*o, (c, r), l),
                },
                _ => return None,
            };
            Some((x, d, else_v, op, xs, other))
        });
        let numeric = |t: &crate::sema::types::Type| {
            matches!(
                t,
                crate::sema::types::Type::Integer(_) | crate::sema::types::Type::Real(_)
            )
        };
        let Some((x, d, else_v, op, (x_converted, x_side), other)) =
            parts.filter(|p| numeric(&p.0.ty) && matches!(p.3, B::Eq | B::Lt | B::Gt))
        else {
            return Host::unsupported(
                self,
                a.name_span,
                "this form of OpenMP 'atomic compare' is not lowered yet".into(),
            );
        };
        let ty = mem_type(self.b.module, &self.ctx.derived, x.ty);
        let (xa, _) = self.designator(x, &[]);
        let cmp_ty = x_side.ty;
        // The operands are evaluated before the operation; the min/max forms store the
        // value they compare with.
        let e = self.eval(other, &[]);
        let new = if op == B::Eq {
            let dv = self.eval(d, &[]);
            self.convert(dv, d.ty, x.ty).s()
        } else {
            self.convert(e, other.ty, x.ty).s()
        };
        let v = else_v.map(|v| (v, true)).or(v_read);
        let on_fail = else_v.is_some();
        // `r` and an ELSE's `v = x` need the old value, kept in a temporary.
        let keep_old = on_fail || r_of.is_some();
        let dest = match keep_old {
            true => {
                let tmp = FnLower::entry_alloca(self, ty);
                Some((tmp, Some(tmp)))
            }
            false => v.map(|(v, _)| self.atomic_dest(v, x)),
        };
        let kind = match (v, keep_old) {
            (_, true) => AK::Capture { old: true },
            (Some((_, old)), false) => AK::Capture { old },
            (None, false) => AK::Update,
        };
        let opened = self.update_region(a, oclauses, kind, ty, xa, dest.map(|d| d.0), |s, old| {
            let holds = s.compare_old(old, x, x_converted, cmp_ty, op, &e);
            s.b.select(holds, new, old)
        });
        if !opened {
            return;
        }
        if let (Some((r, c)), Some((tmp, _))) = (r_of, dest) {
            let old = self.b.load(ty, tmp);
            let holds = self.compare_old(old, x, x_converted, cmp_ty, op, &e);
            let val = self.convert(super::expr::Val::S(holds), c.ty, r.ty);
            let (ra, len) = self.designator(r, &[]);
            self.store_val(r.ty, val, ra, len);
        }
        match (v, dest) {
            (Some((v, _)), Some((_, Some(tmp)))) if on_fail => {
                let old = self.b.load(ty, tmp);
                let holds = self.compare_old(old, x, x_converted, cmp_ty, op, &e);
                let store = self.b.create_block();
                let done = self.b.create_block();
                self.b.cond_br(holds, done, &[], store, &[]);
                self.b.switch_to_block(store);
                let c = self.convert(super::expr::Val::S(old), x.ty, v.ty);
                let (va, len) = self.designator(v, &[]);
                self.store_val(v.ty, c, va, len);
                self.b.br(done, &[]);
                self.b.switch_to_block(done);
            }
            (Some((v, _)), Some((_, tmp))) => self.atomic_finish(v, x, tmp),
            _ => {}
        }
    }

    /// An `acc.atomic` update of `x` (at `xa`, memory type `ty`) whose region's entry block
    /// takes the old value and yields what `new` makes of it; the builder is back after the
    /// directive. False where the builder made no region (an error was reported).
    #[allow(clippy::too_many_arguments)]
    fn update_region(
        &mut self,
        a: &AccStmt,
        oclauses: Vec<OClause>,
        kind: oxacc_oir::AtomicKind,
        ty: TypeId,
        xa: Value,
        v: Option<Value>,
        new: impl FnOnce(&mut Self, Value) -> Value,
    ) -> bool {
        Host::set_span(self, a.span);
        let (_, entry) = self.b.directive(
            DirectiveKind::Atomic {
                kind,
                ty,
                x: xa,
                v,
                expr: None,
            },
            oclauses,
        );
        let Some(entry) = entry else { return false };
        let outer = self.b.current_block();
        let old = self.b.add_block_param(entry, ty);
        self.b.switch_to_block(entry);
        let result = new(self, old);
        self.b.yield_(&[result]);
        if let Some(o) = outer {
            self.b.switch_to_block(o);
        }
        true
    }

    /// `old cmp e` with `old` converted as the comparison converts `x`.
    fn compare_old(
        &mut self,
        old: Value,
        x: &Expr,
        converted: bool,
        cmp_ty: crate::sema::types::Type,
        op: crate::sema::tree::BinaryOp,
        e: &super::expr::Val,
    ) -> Value {
        let a = super::expr::Val::S(old);
        let a = if converted {
            self.convert(a, x.ty, cmp_ty)
        } else {
            a
        };
        self.compare(op, cmp_ty, a, *e)
    }

    /// Where the operation stores `v`: `v` itself when it has `x`'s type, else a temporary.
    fn atomic_dest(&mut self, v: &Expr, x: &Expr) -> (Value, Option<Value>) {
        let (va, _) = self.designator(v, &[]);
        if v.ty == x.ty {
            (va, None)
        } else {
            let ty = mem_type(self.b.module, &self.ctx.derived, x.ty);
            let tmp = FnLower::entry_alloca(self, ty);
            (tmp, Some(tmp))
        }
    }

    fn atomic_finish(&mut self, v: &Expr, x: &Expr, tmp: Option<Value>) {
        let Some(tmp) = tmp else { return };
        let val = self.load_val(x.ty, tmp, None);
        let c = self.convert(val, x.ty, v.ty);
        let (va, len) = self.designator(v, &[]);
        self.store_val(v.ty, c, va, len);
    }

    /// `x = x op e`, `x = e op x`, `x = intr(x, e…)`, `x = intr(e…, x)` and (capture) `x = e`:
    /// an atomic region whose entry block takes the old value of `x` and yields the new one.
    fn atomic_region(
        &mut self,
        a: &AccStmt,
        oclauses: Vec<OClause>,
        x: &Expr,
        rhs: &Expr,
        v: Option<&Expr>,
        kind: oxacc_oir::AtomicKind,
    ) {
        let ty = mem_type(self.b.module, &self.ctx.derived, x.ty);
        let (xa, _) = self.designator(x, &[]);
        let dest = v.map(|v| self.atomic_dest(v, x));
        // The operands other than x are evaluated before the operation.
        let Some(form) = update_form(x, rhs) else {
            Host::unsupported(
                self,
                a.name_span,
                "this form of atomic update is not lowered yet".into(),
            );
            return;
        };
        let others: Vec<Value> = form
            .others
            .iter()
            .map(|e| {
                let v = self.scalar(e);
                self.in_mem_type(v, ty)
            })
            .collect();
        let opened = self.update_region(a, oclauses, kind, ty, xa, dest.map(|d| d.0), |s, old| {
            s.atomic_combine(form.op, x, old, &others)
        });
        if !opened {
            return;
        }
        if let (Some(v), Some(d)) = (v, dest) {
            self.atomic_finish(v, x, d.1);
        }
    }

    /// A register value in its memory type (LOGICAL: `i1` widened to its kind, 0 or 1).
    fn in_mem_type(&mut self, v: Value, ty: TypeId) -> Value {
        let vt = self.b.value_type(v);
        if vt == ty || !self.b.module.types.is_int(vt) || !self.b.module.types.is_int(ty) {
            return v;
        }
        self.b.cast(oxacc_oir::CastOp::ZExt, v, ty)
    }

    fn atomic_combine(&mut self, op: UpdateOp, x: &Expr, old: Value, others: &[Value]) -> Value {
        use crate::sema::types::Type;
        use oxacc_oir::{BinOp, FloatCC, IntCC};
        let real = matches!(x.ty, Type::Real(_));
        let mut acc = old;
        for &o in others {
            acc = match op {
                UpdateOp::Replace => o,
                UpdateOp::Bin(b, old_first) => {
                    let (l, r) = if old_first { (acc, o) } else { (o, acc) };
                    let bop = match (b, real) {
                        (Arith::Add, false) => BinOp::Add,
                        (Arith::Sub, false) => BinOp::Sub,
                        (Arith::Mul, false) => BinOp::Mul,
                        (Arith::Div, false) => BinOp::SDiv,
                        (Arith::Add, true) => BinOp::FAdd,
                        (Arith::Sub, true) => BinOp::FSub,
                        (Arith::Mul, true) => BinOp::FMul,
                        (Arith::Div, true) => BinOp::FDiv,
                        (Arith::And, _) => BinOp::And,
                        (Arith::Or, _) => BinOp::Or,
                        (Arith::Xor | Arith::Eqv, _) => BinOp::Xor,
                    };
                    let v = self.b.binary(bop, l, r);
                    if b == Arith::Eqv {
                        // a .eqv. b is .not. (a .neqv. b) on `i1`.
                        let t = self.b.value_type(v);
                        let one = self.b.iconst(t, 1);
                        self.b.binary(BinOp::Xor, v, one)
                    } else {
                        v
                    }
                }
                UpdateOp::Max | UpdateOp::Min => {
                    let max = op == UpdateOp::Max;
                    let c = if real {
                        self.b
                            .fcmp(if max { FloatCC::Ogt } else { FloatCC::Olt }, o, acc)
                    } else {
                        self.b
                            .icmp(if max { IntCC::Sgt } else { IntCC::Slt }, o, acc)
                    };
                    self.b.select(c, o, acc)
                }
            };
        }
        acc
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Arith {
    Add,
    Sub,
    Mul,
    Div,
    And,
    Or,
    Xor,
    Eqv,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum UpdateOp {
    /// `x = e` (the write of a capture).
    Replace,
    /// The operator, and whether `x` is its left operand.
    Bin(Arith, bool),
    Max,
    Min,
}

struct UpdateForm<'e> {
    op: UpdateOp,
    others: Vec<&'e Expr>,
}

/// The §2.12 update forms of the typed right-hand side (sema checked the syntax).
fn update_form<'e>(x: &Expr, rhs: &'e Expr) -> Option<UpdateForm<'e>> {
    use crate::sema::intrinsics::Intrinsic;
    use crate::sema::tree::BinaryOp as B;
    match &rhs.kind {
        ExprKind::Binary(op, l, r) => {
            let a = match op {
                B::Add => Arith::Add,
                B::Sub => Arith::Sub,
                B::Mul => Arith::Mul,
                B::Div => Arith::Div,
                B::And => Arith::And,
                B::Or => Arith::Or,
                B::Neqv => Arith::Xor,
                B::Eqv => Arith::Eqv,
                _ => return None,
            };
            if same(l, x) {
                Some(UpdateForm {
                    op: UpdateOp::Bin(a, true),
                    others: vec![r],
                })
            } else if same(r, x) {
                Some(UpdateForm {
                    op: UpdateOp::Bin(a, false),
                    others: vec![l],
                })
            } else {
                None
            }
        }
        ExprKind::Intrinsic(i, args) => {
            let op = match i {
                Intrinsic::Max => UpdateOp::Max,
                Intrinsic::Min => UpdateOp::Min,
                Intrinsic::Iand => UpdateOp::Bin(Arith::And, true),
                Intrinsic::Ior => UpdateOp::Bin(Arith::Or, true),
                Intrinsic::Ieor => UpdateOp::Bin(Arith::Xor, true),
                _ => return None,
            };
            let pos = args.iter().position(|a| same(a, x))?;
            let others = args
                .iter()
                .enumerate()
                .filter(|(k, _)| *k != pos)
                .map(|(_, a)| a)
                .collect();
            Some(UpdateForm { op, others })
        }
        ExprKind::Paren(inner) => update_form(x, inner),
        _ if !mentions(rhs, x) => Some(UpdateForm {
            op: UpdateOp::Replace,
            others: vec![rhs],
        }),
        _ => None,
    }
}

/// Structural equality of two typed designators, spans ignored.
pub(super) fn same(a: &Expr, b: &Expr) -> bool {
    use crate::sema::tree::Subscript as S;
    let opt = |x: &Option<Expr>, y: &Option<Expr>| match (x, y) {
        (None, None) => true,
        (Some(a), Some(b)) => same(a, b),
        _ => false,
    };
    let subs = |x: &[S], y: &[S]| {
        x.len() == y.len()
            && x.iter().zip(y).all(|p| match p {
                (S::Index(i), S::Index(j)) => same(i, j),
                (
                    S::Range {
                        lower: l1,
                        upper: u1,
                        stride: s1,
                    },
                    S::Range {
                        lower: l2,
                        upper: u2,
                        stride: s2,
                    },
                ) => opt(l1, l2) && opt(u1, u2) && opt(s1, s2),
                _ => false,
            })
    };
    match (&a.kind, &b.kind) {
        (ExprKind::Var(x), ExprKind::Var(y)) => x == y,
        (ExprKind::Const(x), ExprKind::Const(y)) => x == y,
        (
            ExprKind::Index {
                array: x,
                subscripts: sx,
            },
            ExprKind::Index {
                array: y,
                subscripts: sy,
            },
        ) => x == y && subs(sx, sy),
        (
            ExprKind::Component {
                base: bx,
                index: ix,
                subscripts: sx,
            },
            ExprKind::Component {
                base: by,
                index: iy,
                subscripts: sy,
            },
        ) => ix == iy && same(bx, by) && subs(sx, sy),
        (ExprKind::Convert(x), ExprKind::Convert(y)) | (ExprKind::Paren(x), ExprKind::Paren(y)) => {
            same(x, y)
        }
        (ExprKind::Binary(o1, l1, r1), ExprKind::Binary(o2, l2, r2)) => {
            o1 == o2 && same(l1, l2) && same(r1, r2)
        }
        (ExprKind::Unary(o1, x), ExprKind::Unary(o2, y)) => o1 == o2 && same(x, y),
        // Intrinsic functions are pure: the same call on the same operands is the same value
        // (`totals(mod(i, m) + 1)` on both sides of an atomic update).
        (ExprKind::Intrinsic(i1, a1), ExprKind::Intrinsic(i2, a2)) => {
            i1 == i2 && a1.len() == a2.len() && a1.iter().zip(a2).all(|(x, y)| same(x, y))
        }
        _ => false,
    }
}

fn mentions(e: &Expr, x: &Expr) -> bool {
    if same(e, x) {
        return true;
    }
    match &e.kind {
        ExprKind::Binary(_, l, r) => mentions(l, x) || mentions(r, x),
        ExprKind::Unary(_, o) | ExprKind::Convert(o) | ExprKind::Paren(o) => mentions(o, x),
        ExprKind::Intrinsic(_, args) | ExprKind::Call(_, args) => {
            args.iter().any(|a| mentions(a, x))
        }
        _ => false,
    }
}
