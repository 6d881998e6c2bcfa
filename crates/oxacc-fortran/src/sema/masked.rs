//! Masked array assignment and concurrent iteration (Fortran 2018 §10.2.3 WHERE, §10.2.4
//! FORALL, §11.1.7.2 DO CONCURRENT), resolved into `StmtKind::Where` and ordinary loop nests.

use smol_str::SmolStr;

use super::tree::{DoLoop, Expr, Stmt, StmtKind};
use super::types::Type;
use super::Sema;
use crate::ast;

impl Sema<'_> {
    /// A WHERE construct or statement (§10.2.3): every mask is an array of the shape of the
    /// assignments it controls; each branch's mask is evaluated once, before its assignments.
    pub(super) fn where_construct(
        &mut self,
        mask: &ast::Expr,
        body: &[ast::Stmt],
        elsewheres: &[ast::ElseWhere],
    ) -> Option<StmtKind> {
        let mut branches = vec![(Some(self.where_mask(mask)?), self.where_body(body)?)];
        for e in elsewheres {
            let m = match &e.mask {
                Some(m) => Some(self.where_mask(m)?),
                None => None,
            };
            branches.push((m, self.where_body(&e.body)?));
        }
        Some(StmtKind::Where { branches })
    }

    fn where_mask(&mut self, e: &ast::Expr) -> Option<Expr> {
        let v = self.expr(e)?;
        if !matches!(v.ty, Type::Logical(_)) || v.rank == 0 {
            self.error(
                e.span,
                "WHERE/ELSEWHERE clause at (1) requires a LOGICAL array",
            );
            return None;
        }
        Some(v)
    }

    /// The assignments of one WHERE branch (§10.2.3.1: only array assignments here; nested
    /// WHERE is not supported yet).
    fn where_body(&mut self, body: &[ast::Stmt]) -> Option<Vec<(Expr, Expr)>> {
        let mut out = Vec::new();
        for s in body {
            match &s.kind {
                ast::StmtKind::Assign { lhs, rhs } => {
                    let StmtKind::Assign { lhs, rhs } = self.assignment(lhs, rhs, s.span)? else {
                        return None;
                    };
                    if lhs.rank == 0 {
                        self.error(s.span, "WHERE assignment target at (1) must be an array");
                        return None;
                    }
                    out.push((lhs, rhs));
                }
                _ => {
                    self.unsupported(s.span, "this statement inside WHERE");
                    return None;
                }
            }
        }
        Some(out)
    }

    /// FORALL (§10.2.4: element assignments only, executed by the lowering for all index
    /// values at once) and DO CONCURRENT (§11.1.7.2: a nest of counted loops, the first index
    /// outermost, with the mask as an IF around the body; iterations may run in any order,
    /// so running them in order is conforming).
    pub(super) fn concurrent_nest(
        &mut self,
        header: &ast::ConcurrentHeader,
        body: &[ast::Stmt],
        span: oxacc_source::Span,
        forall: bool,
        name: Option<SmolStr>,
    ) -> Option<StmtKind> {
        if header.type_spec.is_some() {
            self.unsupported(span, "a type-spec in a concurrent header");
            return None;
        }
        let mut loops = Vec::new();
        for c in &header.controls {
            let var = self.variable(&ast::Expr {
                id: ast::ExprId(u32::MAX),
                kind: ast::ExprKind::Name(c.var.clone()),
                span: c.var.span,
            })?;
            if !matches!(var.ty, Type::Integer(_)) || var.rank != 0 {
                self.error(
                    c.var.span,
                    format!(
                        "Index variable '{}' at (1) must be a scalar INTEGER variable",
                        c.var.text
                    ),
                );
                return None;
            }
            let ty = var.ty;
            let start = self.expr(&c.lower)?;
            let end = self.expr(&c.upper)?;
            let step = match &c.step {
                Some(s) => Some(self.expr(s)?),
                None => None,
            };
            for e in [Some(&start), Some(&end), step.as_ref()]
                .into_iter()
                .flatten()
            {
                if !matches!(e.ty, Type::Integer(_)) || e.rank != 0 {
                    self.error(e.span, "Concurrent bound at (1) must be a scalar INTEGER");
                    return None;
                }
            }
            loops.push(DoLoop {
                var,
                start: self.convert(start, ty),
                end: self.convert(end, ty),
                step: step.map(|s| self.convert(s, ty)),
            });
        }
        let mask = match &header.mask {
            Some(m) => Some(self.condition_for(
                m,
                "FORALL mask clause at (1) requires a scalar LOGICAL expression",
            )?),
            None => None,
        };
        if forall {
            let mut assigns = Vec::new();
            for s in body {
                let ast::StmtKind::Assign { lhs, rhs } = &s.kind else {
                    self.unsupported(s.span, "this statement inside FORALL");
                    return None;
                };
                let StmtKind::Assign { lhs, rhs } = self.assignment(lhs, rhs, s.span)? else {
                    return None;
                };
                if lhs.rank != 0 {
                    self.unsupported(s.span, "an array assignment inside FORALL");
                    return None;
                }
                assigns.push((lhs, rhs));
            }
            return Some(StmtKind::Forall {
                loops,
                mask,
                body: assigns,
            });
        }
        let mut inner = self.exec_part(body);
        if let Some(m) = mask {
            inner = vec![Stmt {
                kind: StmtKind::If {
                    name: None,
                    branches: vec![(Some(m), inner)],
                },
                label: None,
                span,
            }];
        }
        if loops.is_empty() {
            self.error(span, "a concurrent header at (1) needs an index");
            return None;
        }
        for (k, l) in loops.into_iter().enumerate().rev() {
            // The construct name belongs to the outermost loop (EXIT/CYCLE of DO CONCURRENT).
            let kind = StmtKind::Do {
                name: if k == 0 { name.clone() } else { None },
                control: Some(l),
                body: inner,
            };
            if k == 0 {
                return Some(kind);
            }
            inner = vec![Stmt {
                kind,
                label: None,
                span,
            }];
        }
        None
    }
}
