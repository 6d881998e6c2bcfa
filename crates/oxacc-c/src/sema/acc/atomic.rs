//! The statement of an `atomic` construct (OpenACC 3.3 §2.12): `read` is `v = x;`, `write`
//! is `x = expr;`, `update` (the default) is `x++; x--; ++x; --x; x binop= expr;
//! x = x binop expr; x = expr binop x;`, and `capture` is `v = x++;` (and the other update
//! expressions) or one of the structured blocks `{v = x; x binop= expr;}`,
//! `{x binop= expr; v = x;}`, `{v = x; x = expr;}`. `x` and `v` are scalar lvalues and
//! binop is one of `+ * - / & ^ | << >>`; a pointer `x` (a C scalar) is stepped by `++`,
//! `--` or `+`/`-` of an integer.

use oxacc_directives::AtomicKind;
use oxacc_source::{Diagnostic, Span};

use super::super::Sema;
use super::SPEC;
use crate::acc::{AccAtomic, AtomicUpdate};
use crate::ast::*;
use crate::types::TypeId;

impl Sema<'_> {
    pub(super) fn acc_atomic(
        &mut self,
        kind: AtomicKind,
        body: StmtId,
        span: Span,
    ) -> Option<AccAtomic> {
        let _ = span;
        if let AtomicKind::Compare { capture, weak } = kind {
            return self.omp_atomic_compare(capture, weak, body);
        }
        let (name, forms) = match kind {
            AtomicKind::Read => ("read", "'v = x;'"),
            AtomicKind::Write => ("write", "'x = expr;'"),
            AtomicKind::Update | AtomicKind::Compare { .. } => ("update", "'x++;', 'x--;', '++x;', '--x;', 'x binop= expr;', 'x = x binop expr;' or 'x = expr binop x;'"),
            AtomicKind::Capture => ("capture", "'v = x++;' (or another update expression), '{v = x; x binop= expr;}', '{x binop= expr; v = x;}' or '{v = x; x = expr;}'"),
        };
        let found = match kind {
            AtomicKind::Read => self
                .expr_stmt(body)
                .and_then(|e| self.atomic_read(e))
                .map(|(v, x)| AccAtomic::Read { v, x }),
            AtomicKind::Write => self
                .expr_stmt(body)
                .and_then(|e| self.atomic_write(e))
                .map(|(x, expr)| AccAtomic::Write { x, expr }),
            AtomicKind::Update | AtomicKind::Compare { .. } => self
                .expr_stmt(body)
                .and_then(|e| self.atomic_update(e))
                .map(AccAtomic::Update),
            AtomicKind::Capture => self.atomic_capture(body),
        };
        // No follow-on error after an ill-typed expression (already reported).
        let mut ill_typed = false;
        crate::walk::walk_stmt(&self.ast, body, &mut |n| {
            if let crate::walk::Node::Expr(e) = n {
                ill_typed |= self.types.is_error(self.ast[e].ty);
            }
        });
        if found.is_none() && !ill_typed {
            let at = self.ast[body].span;
            let d = Diagnostic::error(
                at,
                format!("statement associated with OpenACC 'atomic {name}' directive is invalid"),
            )
            .with_note(
                None,
                format!("expected {forms}, where x and v are scalar l-values ({SPEC} §2.12)"),
            );
            self.emit(d);
        }
        found
    }

    pub(crate) fn expr_stmt(&self, s: StmtId) -> Option<ExprId> {
        match &self.ast[s].kind {
            StmtKind::Expr(Some(e)) => Some(*e),
            StmtKind::Compound(items) if items.len() == 1 => match &items[0] {
                BlockItem::Stmt(s) => self.expr_stmt(*s),
                _ => None,
            },
            _ => None,
        }
    }

    pub(crate) fn uncast(&self, mut e: ExprId) -> ExprId {
        while let ExprKind::ImplicitCast { operand, .. } = &self.ast[e].kind {
            e = *operand;
        }
        e
    }

    pub(crate) fn scalar_lvalue(&self, e: ExprId) -> bool {
        self.ast[e].value_kind == ValueKind::LValue && self.types.is_scalar(self.ast[e].ty)
    }

    /// A pointer to a complete object type (C pointers are scalars, §2.12 allows them).
    fn object_pointer(&self, ty: TypeId) -> bool {
        self.types
            .pointee(ty)
            .is_some_and(|p| !self.types.is_void(p) && !self.types.is_function(p))
    }

    /// `x op= e` / `x = x op e` on a pointer `x`: `+` or `-` of an integer.
    fn pointer_step(&self, x: ExprId, op: BinaryOp, e: ExprId) -> bool {
        self.object_pointer(self.ast[x].ty)
            && matches!(op, BinaryOp::Add | BinaryOp::Sub)
            && self.types.is_integer(self.ast[self.uncast(e)].ty)
    }

    /// Whether two checked lvalues designate the same object syntactically (and the same
    /// side-effect-free expressions in their subscripts).
    pub(crate) fn same_lvalue(&self, a: ExprId, b: ExprId) -> bool {
        let (a, b) = (self.uncast(a), self.uncast(b));
        match (&self.ast[a].kind, &self.ast[b].kind) {
            (
                ExprKind::Ident {
                    res: Resolution::Decl(x),
                    ..
                },
                ExprKind::Ident {
                    res: Resolution::Decl(y),
                    ..
                },
            ) => x == y,
            (
                ExprKind::Member {
                    base: b1,
                    field: f1,
                    arrow: a1,
                    ..
                },
                ExprKind::Member {
                    base: b2,
                    field: f2,
                    arrow: a2,
                    ..
                },
            ) => f1 == f2 && a1 == a2 && self.same_lvalue(*b1, *b2),
            (
                ExprKind::Index {
                    base: b1,
                    index: i1,
                },
                ExprKind::Index {
                    base: b2,
                    index: i2,
                },
            ) => self.same_lvalue(*b1, *b2) && self.same_lvalue(*i1, *i2),
            (
                ExprKind::Unary {
                    op: UnaryOp::Deref,
                    operand: p,
                },
                ExprKind::Unary {
                    op: UnaryOp::Deref,
                    operand: q,
                },
            ) => self.same_lvalue(*p, *q),
            (ExprKind::IntLit { value: x, .. }, ExprKind::IntLit { value: y, .. }) => x == y,
            (ExprKind::CharLit { value: x, .. }, ExprKind::CharLit { value: y, .. }) => x == y,
            // Subscripts computed alike (`h[k % 8] = h[k % 8] + 1`), without side effects.
            (
                ExprKind::Binary {
                    op: o1,
                    lhs: l1,
                    rhs: r1,
                },
                ExprKind::Binary {
                    op: o2,
                    lhs: l2,
                    rhs: r2,
                },
            ) => {
                o1 == o2
                    && *o1 != BinaryOp::Comma
                    && self.same_lvalue(*l1, *l2)
                    && self.same_lvalue(*r1, *r2)
            }
            (ExprKind::Unary { op: o1, operand: p }, ExprKind::Unary { op: o2, operand: q })
                if o1 == o2
                    && matches!(
                        o1,
                        UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot | UnaryOp::LogNot
                    ) =>
            {
                self.same_lvalue(*p, *q)
            }
            (ExprKind::Cast { operand: p, .. }, ExprKind::Cast { operand: q, .. }) => {
                self.ast[a].ty == self.ast[b].ty && self.same_lvalue(*p, *q)
            }
            _ => false,
        }
    }

    /// `v = x`.
    pub(crate) fn atomic_read(&self, e: ExprId) -> Option<(ExprId, ExprId)> {
        let ExprKind::Assign {
            op: None, lhs, rhs, ..
        } = &self.ast[e].kind
        else {
            return None;
        };
        let x = self.uncast(*rhs);
        (self.scalar_lvalue(*lhs) && self.scalar_lvalue(x) && !self.same_lvalue(*lhs, x))
            .then_some((*lhs, x))
    }

    /// `x = expr`.
    pub(crate) fn atomic_write(&self, e: ExprId) -> Option<(ExprId, ExprId)> {
        let ExprKind::Assign {
            op: None, lhs, rhs, ..
        } = &self.ast[e].kind
        else {
            return None;
        };
        self.scalar_lvalue(*lhs).then_some((*lhs, *rhs))
    }

    pub(crate) fn atomic_update(&self, e: ExprId) -> Option<AtomicUpdate> {
        let allowed = |op: BinaryOp| {
            use BinaryOp::*;
            matches!(
                op,
                Add | Mul | Sub | Div | BitAnd | BitXor | BitOr | Shl | Shr
            )
        };
        match &self.ast[e].kind {
            ExprKind::Unary { op, operand }
                if matches!(
                    op,
                    UnaryOp::PreInc | UnaryOp::PostInc | UnaryOp::PreDec | UnaryOp::PostDec
                ) && self.scalar_lvalue(*operand)
                    && (self.types.is_arithmetic(self.ast[*operand].ty)
                        || self.object_pointer(self.ast[*operand].ty)) =>
            {
                let op = if matches!(op, UnaryOp::PreInc | UnaryOp::PostInc) {
                    BinaryOp::Add
                } else {
                    BinaryOp::Sub
                };
                let ty = self.ast[*operand].ty;
                Some(AtomicUpdate {
                    x: *operand,
                    op: Some(op),
                    expr: None,
                    reversed: false,
                    compute_ty: ty,
                    cond: None,
                })
            }
            ExprKind::Assign {
                op: Some(op),
                lhs,
                rhs,
                compute_ty,
            } if allowed(*op)
                && self.scalar_lvalue(*lhs)
                && (self.types.is_arithmetic(self.ast[*lhs].ty)
                    || self.pointer_step(*lhs, *op, *rhs)) =>
            {
                Some(AtomicUpdate {
                    x: *lhs,
                    op: Some(*op),
                    expr: Some(*rhs),
                    reversed: false,
                    compute_ty: *compute_ty,
                    cond: None,
                })
            }
            ExprKind::Assign {
                op: None, lhs, rhs, ..
            } if self.scalar_lvalue(*lhs) => {
                let bin = self.uncast(*rhs);
                let ExprKind::Binary { op, lhs: a, rhs: b } = &self.ast[bin].kind else {
                    return None;
                };
                if !allowed(*op) {
                    return None;
                }
                let (expr, reversed) = if self.same_lvalue(*a, *lhs) {
                    (*b, false)
                } else if self.same_lvalue(*b, *lhs) {
                    // §2.12 allows `x = expr binop x` for every binop, `<<` and `>>` too (x is
                    // then the shift count).
                    (*a, true)
                } else {
                    return None;
                };
                let arith = self.types.is_arithmetic(self.ast[*lhs].ty);
                // A pointer steps by an integer: `p = p + n`, `p = n + p`, `p = p - n`.
                if !arith
                    && !(self.pointer_step(*lhs, *op, expr) && !(reversed && *op == BinaryOp::Sub))
                {
                    return None;
                }
                Some(AtomicUpdate {
                    x: *lhs,
                    op: Some(*op),
                    expr: Some(expr),
                    reversed,
                    compute_ty: self.ast[bin].ty,
                    cond: None,
                })
            }
            _ => None,
        }
    }

    pub(crate) fn atomic_capture(&self, body: StmtId) -> Option<AccAtomic> {
        if let Some(e) = self.expr_stmt(body) {
            // `v = x++`, `v = x op= e`, `v = x = x op e`.
            let ExprKind::Assign {
                op: None, lhs, rhs, ..
            } = &self.ast[e].kind
            else {
                return None;
            };
            let inner = self.uncast(*rhs);
            let update = self.atomic_update(inner)?;
            let old = matches!(
                self.ast[inner].kind,
                ExprKind::Unary {
                    op: UnaryOp::PostInc | UnaryOp::PostDec,
                    ..
                }
            );
            return self.scalar_lvalue(*lhs).then_some(AccAtomic::Capture {
                v: *lhs,
                update,
                old,
            });
        }
        let StmtKind::Compound(items) = &self.ast[body].kind else {
            return None;
        };
        let [BlockItem::Stmt(s1), BlockItem::Stmt(s2)] = items.as_slice() else {
            return None;
        };
        let (e1, e2) = (self.expr_stmt(*s1)?, self.expr_stmt(*s2)?);
        if let Some((v, x)) = self.atomic_read(e1) {
            if let Some(update) = self.atomic_update(e2) {
                return self.same_lvalue(update.x, x).then_some(AccAtomic::Capture {
                    v,
                    update,
                    old: true,
                });
            }
            if let Some((x2, expr)) = self.atomic_write(e2) {
                let ty = self.ast[x2].ty;
                return self.same_lvalue(x2, x).then_some(AccAtomic::Capture {
                    v,
                    update: AtomicUpdate {
                        x: x2,
                        op: None,
                        expr: Some(expr),
                        reversed: false,
                        compute_ty: ty,
                        cond: None,
                    },
                    old: true,
                });
            }
            return None;
        }
        let update = self.atomic_update(e1)?;
        let (v, x) = self.atomic_read(e2)?;
        self.same_lvalue(update.x, x).then_some(AccAtomic::Capture {
            v,
            update,
            old: false,
        })
    }
}
