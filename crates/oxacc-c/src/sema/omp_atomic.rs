//! OpenMP 5.1 `atomic compare` (§2.19.7): the statement of a conditional update, on the
//! host and in target regions (translated to the OpenACC atomic of kind `Compare`). The forms:
//!
//! - cond-expr-stmt: `x = expr ordop x ? expr : x;`, `x = x ordop expr ? expr : x;`,
//!   `x = x == e ? d : x;`
//! - cond-update-stmt: `if (expr ordop x) { x = expr; }`, `if (x ordop expr) { x = expr; }`,
//!   `if (x == e) { x = d; }` (the braces may be left out, as gcc and clang allow)
//! - with `capture`: `{ v = x; cond-stmt }`, `{ cond-stmt v = x; }`,
//!   `if (x == e) { x = d; } else { v = x; }`, and the forms that capture the comparison,
//!   `{ r = x == e; if (r) { x = d; } }`, `{ r = x == e; if (r) { x = d; } else { v = x; } }`
//!   (`AtomicCond::r`)
//!
//! where ordop is `<` or `>`. The update is an [`AtomicUpdate`] with no operator (a write of
//! `expr`/`d`) and an [`AtomicCond`].

use super::Sema;
use crate::acc::{AccAtomic, AtomicCond, AtomicUpdate};
use crate::ast::*;

impl Sema<'_> {
    /// The statement of `atomic compare [capture]`, or an error at it.
    pub(super) fn omp_atomic_compare(
        &mut self,
        capture: bool,
        weak: bool,
        body: StmtId,
    ) -> Option<AccAtomic> {
        let found = if capture {
            self.atomic_compare_capture(body, weak)
        } else {
            self.atomic_cond_stmt(body, weak).map(AccAtomic::Update)
        };
        let ill_typed = self.stmt_ill_typed(body);
        if found.is_none() && !ill_typed {
            let (name, forms) = if capture {
                ("compare capture", "'{v = x; cond-stmt}', '{cond-stmt v = x;}', 'if (x == e) {x = d;} else {v = x;}', '{r = x == e; if (r) {x = d;}}' or '{r = x == e; if (r) {x = d;} else {v = x;}}'")
            } else {
                ("compare", "'x = expr ordop x ? expr : x;', 'x = x == e ? d : x;', 'if (expr ordop x) {x = expr;}' or 'if (x == e) {x = d;}'")
            };
            let weak_note = if weak {
                "; with 'weak', the comparison is 'x == e'"
            } else {
                ""
            };
            let at = self.ast[body].span;
            self.omp_error_note(
                at,
                format!("statement associated with OpenMP 'atomic {name}' directive is invalid"),
                format!("expected {forms}, where x and v are scalar l-values and ordop is '<' or '>'{weak_note} (OpenMP 5.1 §2.19.7)"),
            );
        }
        found
    }

    fn stmt_ill_typed(&self, body: StmtId) -> bool {
        let mut ill_typed = false;
        crate::walk::walk_stmt(&self.ast, body, &mut |n| {
            if let crate::walk::Node::Expr(e) = n {
                ill_typed |= self.types.is_error(self.ast[e].ty);
            }
        });
        ill_typed
    }

    /// A cond-expr-stmt or cond-update-stmt.
    fn atomic_cond_stmt(&self, s: StmtId, weak: bool) -> Option<AtomicUpdate> {
        match &self.ast[s].kind {
            StmtKind::If {
                cond,
                then,
                els: None,
            } => {
                let (x, d) = self.atomic_write(self.expr_stmt(*then)?)?;
                self.atomic_cond(x, *cond, d, weak, false)
            }
            StmtKind::Expr(Some(e)) => {
                let (x, rhs) = self.atomic_write(*e)?;
                let ExprKind::Conditional {
                    cond,
                    then: Some(then),
                    els,
                } = &self.ast[self.uncast(rhs)].kind
                else {
                    return None;
                };
                if !self.same_lvalue(self.uncast(*els), x) {
                    return None;
                }
                self.atomic_cond(x, *cond, *then, weak, false)
            }
            StmtKind::Compound(items) => match items.as_slice() {
                [BlockItem::Stmt(inner)] => self.atomic_cond_stmt(*inner, weak),
                _ => None,
            },
            _ => None,
        }
    }

    fn atomic_compare_capture(&self, body: StmtId, weak: bool) -> Option<AccAtomic> {
        match &self.ast[body].kind {
            StmtKind::If {
                cond,
                then,
                els: Some(els),
            } => {
                // `if (x == e) { x = d; } else { v = x; }`
                let (x, d) = self.atomic_write(self.expr_stmt(*then)?)?;
                let (v, x2) = self.atomic_read(self.expr_stmt(*els)?)?;
                let update = self.atomic_cond(x, *cond, d, weak, true)?;
                let eq = update.cond.as_ref()?.op == BinaryOp::Eq;
                (eq && self.same_lvalue(x, x2)).then_some(AccAtomic::Capture {
                    v,
                    update,
                    old: true,
                })
            }
            StmtKind::Compound(items) => match items.as_slice() {
                [BlockItem::Stmt(inner)] => self.atomic_compare_capture(*inner, weak),
                [BlockItem::Stmt(s1), BlockItem::Stmt(s2)]
                    if self.atomic_result_form(*s1, *s2, weak).is_some() =>
                {
                    self.atomic_result_form(*s1, *s2, weak)
                }
                [BlockItem::Stmt(s1), BlockItem::Stmt(s2)] => {
                    let read = |s: StmtId| self.expr_stmt(s).and_then(|e| self.atomic_read(e));
                    let (v, x, update, old) = match (read(*s1), read(*s2)) {
                        (Some((v, x)), _) => (v, x, self.atomic_cond_stmt(*s2, weak)?, true),
                        (None, Some((v, x))) => (v, x, self.atomic_cond_stmt(*s1, weak)?, false),
                        (None, None) => return None,
                    };
                    self.same_lvalue(update.x, x)
                        .then_some(AccAtomic::Capture { v, update, old })
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// 5.1 §2.19.7 `{ r = x == e; if (r) { x = d; } }` and `{ r = x == e; if (r) { x = d; }
    /// else { v = x; } }`: the `x == e` update whose comparison's result goes to `r`.
    fn atomic_result_form(&self, s1: StmtId, s2: StmtId, weak: bool) -> Option<AccAtomic> {
        let (r, cmp) = self.atomic_write(self.expr_stmt(s1)?)?;
        let StmtKind::If { cond, then, els } = &self.ast[s2].kind else {
            return None;
        };
        if !self.same_lvalue(self.uncast(*cond), r) || !self.scalar_lvalue(r) {
            return None;
        }
        let (x, d) = self.atomic_write(self.expr_stmt(*then)?)?;
        if self.same_lvalue(x, r) {
            return None;
        }
        let mut update = self.atomic_cond(x, cmp, d, weak, els.is_some())?;
        let c = update.cond.as_mut()?;
        if c.op != BinaryOp::Eq {
            return None;
        }
        c.r = Some(r);
        match els {
            None => Some(AccAtomic::Update(update)),
            Some(els) => {
                let (v, x2) = self.atomic_read(self.expr_stmt(*els)?)?;
                (self.same_lvalue(x, x2) && !self.same_lvalue(v, r)).then_some(AccAtomic::Capture {
                    v,
                    update,
                    old: true,
                })
            }
        }
    }

    /// The update writing `new` to `x` when `cond` (`x == e`, `x ordop expr`, `expr ordop x`)
    /// holds; in the ordered forms `new` is `expr`.
    fn atomic_cond(
        &self,
        x: ExprId,
        cond: ExprId,
        new: ExprId,
        weak: bool,
        v_on_fail: bool,
    ) -> Option<AtomicUpdate> {
        let xt = self.ast[x].ty;
        let scalar = self.types.is_arithmetic(xt) || self.types.is_pointer(xt);
        if !self.scalar_lvalue(x) || !scalar || self.types.is_complex(xt) {
            return None;
        }
        let ExprKind::Binary { op, lhs, rhs } = &self.ast[self.uncast(cond)].kind else {
            return None;
        };
        let (x_left, e) = if self.same_lvalue(self.uncast(*lhs), x) {
            (true, *rhs)
        } else if self.same_lvalue(self.uncast(*rhs), x) {
            (false, *lhs)
        } else {
            return None;
        };
        let op = match (op, x_left) {
            (BinaryOp::Eq, _) => BinaryOp::Eq,
            (BinaryOp::Lt, true) | (BinaryOp::Gt, false) => BinaryOp::Lt,
            (BinaryOp::Gt, true) | (BinaryOp::Lt, false) => BinaryOp::Gt,
            _ => return None,
        };
        // The ordered forms assign the value compared with; `weak` is for `x == e` only.
        let min_max = op != BinaryOp::Eq;
        if min_max && (weak || !self.same_lvalue(self.uncast(e), self.uncast(new))) {
            return None;
        }
        // The comparison's operands were converted to one type (C17 §6.5.8, §6.5.9).
        let ty = self.ast[e].ty;
        Some(AtomicUpdate {
            x,
            op: None,
            expr: Some(new),
            reversed: false,
            compute_ty: xt,
            cond: Some(AtomicCond {
                op,
                e,
                ty,
                min_max,
                v_on_fail,
                weak,
                r: None,
            }),
        })
    }
}
