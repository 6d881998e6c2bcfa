//! The OpenMP `allocate` directive (5.0 §2.11.3) in C: `#pragma omp allocate(list)
//! [allocator(a)]` after the declarations of its variables, in a function or at file scope.
//! The rules are `oxacc_offload::omp_allocate`'s; lowering (lower/omp.rs) takes the
//! variables it lists in [`crate::omp::OmpAllocate`] from the allocator.

use oxacc_directives::omp::{OmpClauseArgs, OmpClauseKind, OmpDirective, OmpDirectiveArgs};
use oxacc_offload::omp_allocate::{self, Item, Storage};
use oxacc_source::Span;

use super::omp::range_span as args_range_span;
use super::Sema;
use crate::ast::{DeclKind, DirectiveId, Linkage, StorageDuration};
use crate::omp::OmpAllocate;
use crate::token::{Token, TokenKind};

impl Sema<'_> {
    /// Checks an `allocate` directive; `d` is the directive of a function body (`None` at
    /// file scope, where every variable keeps its static storage).
    pub(crate) fn omp_allocate_directive(
        &mut self,
        d: Option<DirectiveId>,
        parsed: &OmpDirective,
        toks: &[Token],
        span: Span,
    ) {
        let mut allocator = None;
        for c in &parsed.clauses {
            if let (OmpClauseKind::Allocator, OmpClauseArgs::Expr(r)) = (c.kind, &c.args) {
                // An omp_allocator_handle_t: an enumeration of uintptr_t values in libomp.
                allocator = Some(self.omp_int_expr(toks, *r, "OpenMP 'allocator' clause"));
            } else if c.kind == OmpClauseKind::Align {
                let at = args_range_span(toks, c.span, span);
                self.error(
                    at,
                    "OpenMP 'align' clause on 'allocate' is not supported yet",
                );
            }
        }
        let OmpDirectiveArgs::List(items) = &parsed.args else {
            return;
        };
        let device_code = self.omp.target_scopes.is_some() || self.omp_in_declare_target_code();
        let mut vars = Vec::new();
        for &r in items {
            let at = args_range_span(toks, r, span);
            let name = match toks.get(r.start as usize..r.end as usize) {
                Some([t]) if t.kind == TokenKind::Ident => t.text.clone(),
                _ => {
                    self.error(
                        at,
                        "expected a variable name in OpenMP 'allocate' directive",
                    );
                    continue;
                }
            };
            let Some(decl) = self.lookup(&name) else {
                self.error(at, format!("'{name}' undeclared"));
                continue;
            };
            let dd = &self.ast[decl];
            let owned = dd.kind == DeclKind::Ordinary
                && !self.types.is_function(dd.ty)
                && !(dd.linkage == Linkage::External && dd.init.is_none() && d.is_some());
            let item = Item {
                same_scope: self.lookup_current(&name) == Some(decl),
                is_static: matches!(
                    dd.storage,
                    StorageDuration::Static | StorageDuration::Thread
                ),
                owned,
                device_code,
            };
            match omp_allocate::item(&name, item) {
                Err(v) => self.omp_error_note(at, v.message, v.note),
                Ok(Storage::Allocator) if d.is_some() => {
                    if vars.contains(&decl) {
                        self.error(
                            at,
                            format!(
                                "'{name}' appears more than once in OpenMP 'allocate' directive"
                            ),
                        );
                    } else {
                        vars.push(decl);
                    }
                }
                Ok(_) => {}
            }
        }
        if let Some(d) = d {
            self.omp
                .info
                .allocates
                .insert(d, OmpAllocate { vars, allocator });
        }
    }
}
