//! References that expand to other expressions: defined operations (§10.1.6.1, the
//! specifics of `operator(op)` generics, `interface.rs`) and statement functions (§15.6.4).

use oxacc_source::Span;

use super::scope::Entity;
use super::tree::{Expr, ExprKind, ProcId};
use super::Sema;
use crate::ast;

impl Sema<'_> {
    /// A reference of a statement function (§15.6.4): its expression with each dummy standing
    /// for the actual argument converted to the dummy's type, the value converted to the
    /// function's type.
    pub(super) fn statement_function_ref(
        &mut self,
        n: &ast::Name,
        f: &super::scope::StmtFunc,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        if args.len() != f.dummies.len() {
            self.error(
                span,
                format!(
                    "Wrong number of arguments in reference to statement function '{}' at (1)",
                    n.text
                ),
            );
            return None;
        }
        let mut actuals = Vec::new();
        for (a, (dname, ty)) in args.iter().zip(&f.dummies) {
            let ast::ArgValue::Expr(e) = &a.value else {
                self.error(a.span, "invalid argument");
                return None;
            };
            let t = self.expr(e)?;
            if t.ty != *ty {
                self.error(
                    t.span,
                    format!(
                        "Type mismatch in argument '{dname}' at (1); passed {} to {}",
                        self.type_text(t.ty),
                        self.type_text(*ty)
                    ),
                );
                return None;
            }
            if t.rank != 0 {
                self.error(
                    t.span,
                    format!(
                        "Rank mismatch in argument '{dname}' at (1) (scalar and rank-{})",
                        t.rank
                    ),
                );
                return None;
            }
            actuals.push(self.convert(t, *ty));
        }
        let parent = self.cur_scope;
        let implicit = self.scopes[parent].implicit.clone();
        self.scopes.push(super::scope::Scope::new(
            Some(parent),
            implicit,
            self.cur_proc,
        ));
        self.cur_scope = self.scopes.len() - 1;
        for ((key, _), a) in f.dummies.iter().zip(actuals) {
            self.scopes[self.cur_scope]
                .names
                .insert(key.clone(), Entity::Alias(Box::new(a)));
        }
        let body = self.expr(&f.body);
        self.cur_scope = parent;
        let mut body = self.convert(body?, f.ty);
        body.span = span;
        // A value, never a variable (it may not be defined through the reference).
        let (ty, rank) = (body.ty, body.rank);
        Some(Expr {
            kind: ExprKind::Paren(Box::new(body)),
            ty,
            rank,
            span,
        })
    }

    /// `.op.` (§10.1.6.1): the specific of `operator(.op.)` that takes these operands.
    pub(super) fn defined_operation(
        &mut self,
        op: &str,
        operands: Vec<Expr>,
        written: &[&ast::Expr],
        span: Span,
    ) -> Option<Expr> {
        let key = format!("operator(.{op}.)");
        let refs: Vec<&Expr> = operands.iter().collect();
        // A type-bound generic `operator(.op.)` of an operand's type (§7.5.5).
        if let Some((f, args)) = self.type_bound_operator(&key, &refs, written, span)? {
            return self.call_or_index(&f, &args, span);
        }
        if self.lookup(&key).is_none() {
            self.error(span, format!("Unknown operator '{op}' at (1)"));
            return None;
        }
        match self.defined_specific(&key, &refs) {
            Some(p) => self.defined_call(p, operands, span),
            None => {
                let types: Vec<String> = operands.iter().map(|e| self.type_text(e.ty)).collect();
                let message = if operands.len() == 1 {
                    format!("Operand of user operator '{op}' at (1) is {}", types[0])
                } else {
                    format!(
                        "Operands of user operator '{op}' at (1) are {}/{}",
                        types[0], types[1]
                    )
                };
                self.error(span, message);
                None
            }
        }
    }

    /// A function reference made by a defined operation: the operands are the actual
    /// arguments, in order.
    pub(super) fn defined_call(&mut self, p: ProcId, args: Vec<Expr>, span: Span) -> Option<Expr> {
        let proc = self.proc(p).clone();
        let Some(ty) = proc.result_type else {
            self.error(
                span,
                format!("Unexpected use of subroutine name '{}' at (1)", proc.name),
            );
            return None;
        };
        let result_rank = proc.result.map_or(0, |r| self.symbol(r).rank() as u8);
        let rank = if proc.elemental {
            args.iter().map(|a| a.rank).max().unwrap_or(0)
        } else {
            result_rank
        };
        Some(Expr {
            kind: ExprKind::Call(p, args),
            ty,
            rank,
            span,
        })
    }
}
