//! The Fortran statement forms of `!$acc atomic` (OpenACC 3.3 §2.12):
//!
//! - read: `v = x`; write: `x = expr`;
//! - update: `x = x op expr`, `x = expr op x` (op one of `+ * - / .and. .or. .eqv. .neqv.`),
//!   `x = intr(x, expr-list)`, `x = intr(expr-list, x)` (intr one of `max min iand ior ieor`);
//! - capture: two statements, an update then `v = x`, `v = x` then an update, or `v = x`
//!   then a write;
//!
//! where `x` and `v` are scalar variables of intrinsic type and `expr` does not refer to `x`.

use oxacc_directives::AtomicKind;

use super::super::types::Type;
use super::super::Sema;
use crate::ast::{self, acc as a, ArgValue, BinaryOp, ExprKind};
use crate::dump::expr_to_string;

/// How one statement fits the forms of §2.12.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    /// `v = x` with `x` a variable (also a write of `v`, with the roles seen the other way).
    Read,
    Write,
    Update,
}

fn key(e: &ast::Expr) -> String {
    expr_to_string(e).to_ascii_lowercase()
}

fn is_designator(e: &ast::Expr) -> bool {
    match &e.kind {
        ExprKind::Name(_) => true,
        ExprKind::Component { base, .. } => is_designator(base),
        ExprKind::CallOrIndex { base, .. } => is_designator(base),
        _ => false,
    }
}

/// Whether `x` occurs in `e` (by spelling).
fn mentions(e: &ast::Expr, x: &str) -> bool {
    if key(e) == x {
        return true;
    }
    match &e.kind {
        ExprKind::Unary { operand, .. } | ExprKind::Paren(operand) => mentions(operand, x),
        ExprKind::Binary { lhs, rhs, .. } => mentions(lhs, x) || mentions(rhs, x),
        ExprKind::CallOrIndex { base, args } => {
            mentions(base, x)
                || args.iter().any(|a| match &a.value {
                    ArgValue::Expr(e) => mentions(e, x),
                    _ => false,
                })
        }
        ExprKind::Component { base, .. } => mentions(base, x),
        _ => false,
    }
}

/// The form of `lhs = rhs`, given that `lhs` is `x`.
fn classify(lhs: &ast::Expr, rhs: &ast::Expr) -> Form {
    let x = key(lhs);
    let rhs = match &rhs.kind {
        ExprKind::Paren(inner) => inner,
        _ => rhs,
    };
    match &rhs.kind {
        ExprKind::Binary { op, lhs: l, rhs: r } => {
            let op_ok = matches!(
                op,
                BinaryOp::Add
                    | BinaryOp::Mul
                    | BinaryOp::Sub
                    | BinaryOp::Div
                    | BinaryOp::And
                    | BinaryOp::Or
                    | BinaryOp::Eqv
                    | BinaryOp::Neqv
            );
            if op_ok && ((key(l) == x && !mentions(r, &x)) || (key(r) == x && !mentions(l, &x))) {
                return Form::Update;
            }
        }
        ExprKind::CallOrIndex { base, args } => {
            if let ExprKind::Name(n) = &base.kind {
                let intrinsic = matches!(n.key.as_str(), "max" | "min" | "iand" | "ior" | "ieor");
                let exprs: Vec<&ast::Expr> = args
                    .iter()
                    .filter_map(|a| match &a.value {
                        ArgValue::Expr(e) if a.keyword.is_none() => Some(e),
                        _ => None,
                    })
                    .collect();
                if intrinsic && exprs.len() == args.len() && exprs.len() >= 2 {
                    let first = key(exprs[0]) == x && exprs[1..].iter().all(|e| !mentions(e, &x));
                    let last = key(exprs[exprs.len() - 1]) == x
                        && exprs[..exprs.len() - 1].iter().all(|e| !mentions(e, &x));
                    if first || last {
                        return Form::Update;
                    }
                }
            }
        }
        _ => {}
    }
    if mentions(rhs, &x) {
        // `x = x` and `x = f(x)` fit no form.
        return Form::Read;
    }
    if is_designator(rhs) {
        Form::Read
    } else {
        Form::Write
    }
}

impl Sema<'_> {
    /// Checks the statement(s) of an atomic construct; errors name the statement.
    pub(super) fn acc_atomic(
        &mut self,
        kind: AtomicKind,
        d: &a::AccDirective,
        body: &[ast::Stmt],
    ) -> bool {
        let name = match kind {
            AtomicKind::Read => "atomic read",
            AtomicKind::Write => "atomic write",
            AtomicKind::Update => "atomic update",
            AtomicKind::Capture => "atomic capture",
        };
        let assigns: Vec<(&ast::Stmt, &ast::Expr, &ast::Expr)> = body
            .iter()
            .filter_map(|s| match &s.kind {
                ast::StmtKind::Assign { lhs, rhs } => Some((s, lhs, rhs)),
                _ => None,
            })
            .collect();
        let bad = |s: &mut Self, at: oxacc_source::Span| {
            s.error(
                at,
                format!(
                    "the statement of '!$acc {name}' does not have one of the forms of OpenACC 3.3 §2.12"
                ),
            );
            false
        };
        if assigns.len() != body.len() || body.is_empty() {
            let at = body
                .iter()
                .find(|s| !matches!(s.kind, ast::StmtKind::Assign { .. }))
                .map_or(d.name_span, |s| s.span);
            return bad(self, at);
        }
        for (s, lhs, _) in &assigns {
            if !self.atomic_scalar(lhs) {
                self.error(
                    s.span,
                    format!(
                        "the variable assigned by '!$acc {name}' must be a scalar of numeric or logical type"
                    ),
                );
                return false;
            }
        }
        let form = |i: usize| classify(assigns[i].1, assigns[i].2);
        let ok = match kind {
            AtomicKind::Read => assigns.len() == 1 && form(0) == Form::Read,
            AtomicKind::Write => assigns.len() == 1 && !mentions(assigns[0].2, &key(assigns[0].1)),
            AtomicKind::Update => assigns.len() == 1 && form(0) == Form::Update,
            AtomicKind::Capture => {
                if assigns.len() != 2 {
                    return bad(self, assigns[0].0.span);
                }
                let x0 = key(assigns[0].1);
                let x1 = key(assigns[1].1);
                let reads = |i: usize, x: &str| key(assigns[i].2) == x;
                match (form(0), form(1)) {
                    // update then v = x
                    (Form::Update, _) => reads(1, &x0),
                    // v = x then update, or v = x then write
                    (Form::Read, Form::Update) => reads(0, &x1),
                    (Form::Read, Form::Write | Form::Read) => {
                        reads(0, &x1) && !mentions(assigns[1].2, &x1)
                    }
                    _ => false,
                }
            }
        };
        if !ok {
            return bad(self, assigns[0].0.span);
        }
        true
    }

    /// Whether `e` resolves to a numeric or logical scalar (§2.12: `x` and `v` are scalars of
    /// intrinsic type; character values have no atomic access).
    fn atomic_scalar(&mut self, e: &ast::Expr) -> bool {
        let Some(v) = self.expr(e) else {
            return true;
        };
        v.rank == 0 && !matches!(v.ty, Type::Derived(_) | Type::Character(_))
    }
}
