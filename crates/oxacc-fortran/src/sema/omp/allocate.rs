//! The OpenMP `allocate` directive in Fortran (5.0 §2.11.3): `!$omp allocate(list)
//! [allocator(a)]` in a specification part, after the declarations of its variables. The
//! rules are `oxacc_offload::omp_allocate`'s, the same C asks; lowering (lower/omp.rs) takes
//! the variables that come from the allocator there and gives them back when the procedure
//! returns.

use oxacc_directives::omp::OmpClauseKind as CK;
use oxacc_directives::ClauseKind;
use oxacc_offload::omp_allocate::{self, Item, Storage as From};
use oxacc_source::Diagnostic;

use super::tree::{OmpArgs, OmpClause, OmpStmt};
use crate::ast::omp as a;
use crate::sema::acc::tree::AccVar;
use crate::sema::tree::{ArrayShape, ExprKind, StmtKind, Storage};
use crate::sema::Sema;

impl Sema<'_> {
    /// Checks an `allocate` directive; the statement that takes the storage of its automatic
    /// variables from the allocator, if it names any.
    pub(super) fn omp_allocate(&mut self, d: &a::OmpDirective) -> Option<StmtKind> {
        if d.list.is_empty() {
            self.error(
                d.name_span,
                "the OpenMP 'allocate' directive of an ALLOCATE statement is not supported yet in Fortran (name the variables: '!$omp allocate(list)')",
            );
            return None;
        }
        let mut allocator = None;
        for c in &d.clauses {
            match (c.kind, &c.args) {
                (CK::Allocator, a::OmpArgs::Expr(e)) => {
                    // An integer(omp_allocator_handle_kind).
                    allocator = Some(self.acc_int(e, "allocator")?);
                }
                (CK::Align, _) => self.error(
                    c.span,
                    "OpenMP 'align' clause on 'allocate' is not supported yet",
                ),
                _ => {}
            }
        }
        let device_code = self
            .cur_proc
            .is_some_and(|p| self.prog.acc.routines.iter().any(|(q, _)| *q == p));
        let mut vars: Vec<AccVar> = Vec::new();
        for o in &d.list {
            let Some(v) = self.acc_var(o, ClauseKind::Private, "allocate") else {
                continue;
            };
            let (id, name) = match &v {
                AccVar::Designator(e, n) => match e.kind {
                    ExprKind::Var(id) => (id, n.clone()),
                    _ => {
                        self.error(
                            e.span,
                            "the OpenMP 'allocate' directive takes variable names",
                        );
                        continue;
                    }
                },
                AccVar::Common { .. } => {
                    self.error(
                        o.span(),
                        "a common block in OpenMP 'allocate' is not supported yet",
                    );
                    continue;
                }
            };
            let sym = self.symbol(id);
            if matches!(sym.array, Some(ArrayShape::Allocatable { .. }))
                || self.prog.pointers.contains(&id)
            {
                self.error(
                    o.span(),
                    format!("'{name}' is allocatable or a pointer: the form of OpenMP 'allocate' for the ALLOCATE statement is not supported yet in Fortran"),
                );
                continue;
            }
            let item = Item {
                same_scope: sym.owner.is_some() && sym.owner == self.cur_proc,
                is_static: matches!(sym.storage, Storage::Static { .. } | Storage::Common { .. }),
                owned: matches!(
                    sym.storage,
                    Storage::Local | Storage::Static { .. } | Storage::Common { .. }
                ),
                device_code,
            };
            match omp_allocate::item(&name, item) {
                Err(v) => {
                    let diag = Diagnostic::error(o.span(), v.message).with_note(None, v.note);
                    self.diags.emit(self.sm, diag);
                }
                Ok(From::Allocator) => {
                    let twice = vars.iter().any(
                        |x| matches!(x, AccVar::Designator(e, _) if e.kind == ExprKind::Var(id)),
                    );
                    if twice {
                        self.error(
                            o.span(),
                            format!(
                                "'{name}' appears more than once in OpenMP 'allocate' directive"
                            ),
                        );
                    } else {
                        vars.push(v);
                    }
                }
                Ok(From::AsDeclared) => {}
            }
        }
        if vars.is_empty() {
            return None;
        }
        let mut clauses = vec![OmpClause {
            kind: CK::Allocate,
            span: d.span,
            args: OmpArgs::Vars(vars),
        }];
        if let Some(e) = allocator {
            clauses.push(OmpClause {
                kind: CK::Allocator,
                span: d.span,
                args: OmpArgs::Expr(e),
            });
        }
        Some(StmtKind::Omp(Box::new(OmpStmt {
            kind: d.kind,
            span: d.span,
            name_span: d.name_span,
            clauses,
            critical_name: None,
            body: Vec::new(),
            sections: Vec::new(),
            loop_depth: 0,
            implicit_private: Vec::new(),
            implicit_firstprivate: Vec::new(),
            team_bounds: Vec::new(),
        })))
    }
}
