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
        if let AtomicKind::Compare { capture, weak } = kind {
            return self.omp_atomic_compare(capture, weak, d.name_span, body);
        }
        let name = match kind {
            AtomicKind::Read => "atomic read",
            AtomicKind::Write => "atomic write",
            AtomicKind::Update | AtomicKind::Compare { .. } => "atomic update",
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
            AtomicKind::Update | AtomicKind::Compare { .. } => {
                assigns.len() == 1 && form(0) == Form::Update
            }
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

/// The comparison of a conditional update (OpenMP 5.1 §2.19.7) with `x` on one side: `x == e`
/// or `x ordop expr` / `expr ordop x` (ordop `<` or `>`); returns the other operand and
/// whether the comparison is an equality.
fn compare_operand<'e>(cond: &'e ast::Expr, x: &str) -> Option<(&'e ast::Expr, bool)> {
    let cond = match &cond.kind {
        ExprKind::Paren(inner) => inner,
        _ => cond,
    };
    let ExprKind::Binary { op, lhs, rhs } = &cond.kind else {
        return None;
    };
    let eq = match op {
        BinaryOp::Eq => true,
        BinaryOp::Lt | BinaryOp::Gt => false,
        _ => return None,
    };
    let other = if key(lhs) == x {
        rhs
    } else if key(rhs) == x {
        lhs
    } else {
        return None;
    };
    (!mentions(other, x)).then_some((other, eq))
}

impl Sema<'_> {
    /// The statements of `atomic compare [capture]` (OpenMP 5.1 §2.19.7, Fortran):
    /// `if (x == e) [then] x = d [end if]`, `if (x ordop expr) [then] x = expr [end if]` (or
    /// `expr ordop x`); with `capture`, `v = x` before or after it, or
    /// `if (x == e) then; x = d; else; v = x; end if`, or (5.1) `r = x == e` followed by
    /// `if (r) then; x = d; [else; v = x;] end if`. `weak` asks for `x == e`.
    pub(crate) fn omp_atomic_compare(
        &mut self,
        capture: bool,
        weak: bool,
        at: oxacc_source::Span,
        body: &[ast::Stmt],
    ) -> bool {
        let name = if capture {
            "atomic compare capture"
        } else {
            "atomic compare"
        };
        let found = self.compare_form(capture, weak, body);
        match found {
            Ok(()) => true,
            Err(None) => false,
            Err(Some(bad)) => {
                let at = bad.unwrap_or(at);
                let weak_note = if weak { " ('weak': x == e)" } else { "" };
                let capture_note = if capture {
                    ", with 'v = x' before or after it or in the ELSE branch of 'x == e'"
                } else {
                    ""
                };
                self.error(
                    at,
                    format!("the statement of '!$omp {name}' does not have one of the forms of OpenMP 5.1 §2.19.7: 'if (x == e) x = d', 'if (x < expr) x = expr' or 'if (expr < x) x = expr' (also with '>' and as an IF construct){weak_note}{capture_note}"),
                );
                false
            }
        }
    }

    /// `Err(Some(at))`: not a form (at the statement); `Err(None)`: reported already.
    #[allow(clippy::type_complexity)]
    fn compare_form(
        &mut self,
        capture: bool,
        weak: bool,
        body: &[ast::Stmt],
    ) -> Result<(), Option<Option<oxacc_source::Span>>> {
        let first = body.first().map(|s| s.span);
        let read = |s: &ast::Stmt| match &s.kind {
            ast::StmtKind::Assign { lhs, rhs } if is_designator(lhs) && is_designator(rhs) => {
                Some(key(rhs))
            }
            _ => None,
        };
        // 5.1 `r = x == e` then `if (r) then; x = d; [else; v = x;] end if`: the comparison
        // is the assignment's, and `r` receives its result.
        fn r_form<'a>(a: &'a ast::Stmt, b: &ast::Stmt) -> Option<(String, &'a ast::Expr)> {
            match (&a.kind, &b.kind) {
                (
                    ast::StmtKind::Assign { lhs, rhs },
                    ast::StmtKind::If(_) | ast::StmtKind::LogicalIf { .. },
                ) if is_designator(lhs) && !is_designator(rhs) => Some((key(lhs), rhs)),
                _ => None,
            }
        }
        let mut r_cmp = None;
        let (cond_stmt, v_of) = match (capture, body) {
            (true, [a, b]) if r_form(a, b).is_some() => {
                r_cmp = r_form(a, b);
                (b, None)
            }
            (false, [s]) => (s, None),
            (true, [s]) => (s, None),
            (true, [a, b]) => match (read(a), read(b)) {
                (Some(x), _) if !matches!(b.kind, ast::StmtKind::Assign { .. }) => (b, Some(x)),
                (_, Some(x)) => (a, Some(x)),
                _ => return Err(Some(first)),
            },
            _ => return Err(Some(first)),
        };
        // The IF's condition, its `x = d`, and its ELSE statements.
        let (cond, assign, els): (&ast::Expr, &ast::Stmt, &[ast::Stmt]) = match &cond_stmt.kind {
            ast::StmtKind::LogicalIf { cond, stmt } => (cond, stmt, &[]),
            ast::StmtKind::If(ic) => match ic.branches.as_slice() {
                [b] => match (&b.cond, b.body.as_slice()) {
                    (Some(c), [s]) => (c, s, &[]),
                    _ => return Err(Some(Some(cond_stmt.span))),
                },
                [b, e] if e.cond.is_none() => match (&b.cond, b.body.as_slice()) {
                    (Some(c), [s]) => (c, s, e.body.as_slice()),
                    _ => return Err(Some(Some(cond_stmt.span))),
                },
                _ => return Err(Some(Some(cond_stmt.span))),
            },
            _ => return Err(Some(Some(cond_stmt.span))),
        };
        let cond = match &r_cmp {
            Some((r, c)) if key(cond) == *r => *c,
            Some(_) => return Err(Some(Some(cond_stmt.span))),
            None => cond,
        };
        let ast::StmtKind::Assign { lhs: x, rhs: d } = &assign.kind else {
            return Err(Some(Some(assign.span)));
        };
        let xk = key(x);
        if r_cmp.as_ref().is_some_and(|(r, _)| *r == xk) {
            return Err(Some(Some(body[0].span)));
        }
        let Some((other, eq)) = compare_operand(cond, &xk) else {
            return Err(Some(Some(cond_stmt.span)));
        };
        let new_ok = if eq {
            !mentions(d, &xk)
        } else {
            key(d) == key(other)
        };
        if !new_ok || (weak && !eq) {
            return Err(Some(Some(assign.span)));
        }
        // ELSE: only `v = x` of a capture's equality form, and then no other `v = x`.
        match els {
            [] => {}
            [s] if capture && eq && v_of.is_none() => match read(s) {
                Some(x2) if x2 == xk => {}
                _ => return Err(Some(Some(s.span))),
            },
            [s, ..] => return Err(Some(Some(s.span))),
        }
        if r_cmp.is_some() && !eq {
            return Err(Some(Some(body[0].span)));
        }
        if capture && els.is_empty() && r_cmp.is_none() && v_of.as_ref() != Some(&xk) {
            return Err(Some(first));
        }
        if !self.atomic_scalar(x) {
            self.error(
                assign.span,
                "the variable assigned by '!$omp atomic compare' must be a scalar of numeric or logical type",
            );
            return Err(None);
        }
        Ok(())
    }
}
