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
use crate::sema::tree::{ArrayShape, Expr, ExprKind, StmtKind, Storage};
use crate::sema::Sema;

impl Sema<'_> {
    /// The `allocator(a)` clause of an `allocate` directive or of the ALLOCATE statement's
    /// form (an integer of `omp_allocator_handle_kind`): `Some(None)` without one, `None`
    /// after an error. `align` (5.1) is refused.
    fn omp_allocator_clause(&mut self, d: &a::OmpDirective) -> Option<Option<Expr>> {
        let mut allocator = None;
        for c in &d.clauses {
            match (c.kind, &c.args) {
                (CK::Allocator, a::OmpArgs::Expr(e)) => {
                    allocator = Some(self.acc_int(e, "allocator")?);
                }
                (CK::Align, _) => self.error(
                    c.span,
                    "OpenMP 'align' clause on 'allocate' is not supported yet",
                ),
                _ => {}
            }
        }
        Some(allocator)
    }

    /// Checks an `allocate` directive; the statement that takes the storage of its automatic
    /// variables from the allocator, if it names any.
    pub(super) fn omp_allocate(&mut self, d: &a::OmpDirective) -> Option<StmtKind> {
        if self.omp_allocate_is_statement_form(d) {
            return self.omp_allocate_statement(d);
        }
        let allocator = self.omp_allocator_clause(d)?;
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
            if self.is_allocatable_object(id) {
                let v = omp_allocate::allocatable_in_declarative(&name);
                let diag = Diagnostic::error(o.span(), v.message).with_note(None, v.note);
                self.diags.emit(self.sm, diag);
                continue;
            }
            let sym = self.symbol(id);
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
            depobj: None,
        })))
    }

    /// Whether `d` is the directive of an ALLOCATE statement (5.0 §2.11.3: without a list, or
    /// naming only allocatable or pointer objects; 5.2's `allocators`), not a declarative one.
    fn omp_allocate_is_statement_form(&self, d: &a::OmpDirective) -> bool {
        d.kind == oxacc_directives::omp::OmpDirectiveKind::Allocators
            || d.list.is_empty()
            || d.list.iter().all(|o| {
                let crate::ast::acc::AccObject::Var(e) = o else {
                    return false;
                };
                let crate::ast::ExprKind::Name(n) = &e.kind else {
                    return false;
                };
                match self.lookup(&n.key) {
                    Some(crate::sema::scope::Entity::Var(id)) => self.is_allocatable_object(id),
                    _ => false,
                }
            })
    }

    fn is_allocatable_object(&self, id: crate::sema::tree::SymbolId) -> bool {
        matches!(self.symbol(id).array, Some(ArrayShape::Allocatable { .. }))
            || self.prog.pointers.contains(&id)
    }

    /// The directive of an ALLOCATE statement: the statement that makes the next ALLOCATE
    /// take its objects' storage (the list's, or all of them without a list) from the
    /// allocator (`lower/omp_allocate.rs`); `exec_part` checks that an ALLOCATE statement
    /// allocating them follows ([`Self::omp_allocate_followed`]).
    fn omp_allocate_statement(&mut self, d: &a::OmpDirective) -> Option<StmtKind> {
        let allocator = self.omp_allocator_clause(d)?;
        let device_code = self
            .cur_proc
            .is_some_and(|p| self.prog.acc.routines.iter().any(|(q, _)| *q == p))
            || self
                .acc_state
                .frames
                .iter()
                .any(|f| oxacc_offload::rules::is_compute(f.kind));
        let mut vars: Vec<AccVar> = Vec::new();
        let mut ok = true;
        for o in &d.list {
            let Some(v) = self.acc_var(o, ClauseKind::Private, "allocate") else {
                ok = false;
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
                        ok = false;
                        continue;
                    }
                },
                AccVar::Common { .. } => {
                    self.error(
                        o.span(),
                        "a common block in OpenMP 'allocate' is not supported yet",
                    );
                    ok = false;
                    continue;
                }
            };
            match omp_allocate::statement_item(&name, self.is_allocatable_object(id), device_code) {
                Err(v) => {
                    let diag = Diagnostic::error(o.span(), v.message).with_note(None, v.note);
                    self.diags.emit(self.sm, diag);
                    ok = false;
                }
                Ok(_) => vars.push(v),
            }
        }
        // In device code the objects keep the device's default memory (the shared rule).
        if !ok || device_code {
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
            kind: oxacc_directives::omp::OmpDirectiveKind::Allocators,
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
            depobj: None,
        })))
    }

    /// Checks that the directive of an ALLOCATE statement `dir` is followed by `next` (the
    /// next statement: another such directive, or the ALLOCATE statement), whose objects
    /// include the directive's list items.
    pub(in crate::sema) fn omp_allocate_followed(
        &mut self,
        dir: &OmpStmt,
        next: Option<&StmtKind>,
    ) {
        match next {
            Some(StmtKind::Omp(o))
                if o.kind == oxacc_directives::omp::OmpDirectiveKind::Allocators => {}
            Some(StmtKind::Allocate { objects, .. }) => {
                for v in dir
                    .clauses
                    .iter()
                    .filter(|c| c.kind == CK::Allocate)
                    .flat_map(|c| c.vars())
                {
                    let AccVar::Designator(e, n) = v else {
                        continue;
                    };
                    let ExprKind::Var(id) = e.kind else { continue };
                    if !objects
                        .iter()
                        .any(|(o, _)| matches!(o.kind, ExprKind::Var(v) if v == id))
                    {
                        let v = omp_allocate::not_allocated_by_statement(n);
                        let diag = Diagnostic::error(e.span, v.message).with_note(None, v.note);
                        self.diags.emit(self.sm, diag);
                    }
                }
            }
            _ => {
                let v = omp_allocate::no_statement("allocate");
                let diag = Diagnostic::error(dir.name_span, v.message).with_note(None, v.note);
                self.diags.emit(self.sm, diag);
            }
        }
    }
}
