//! Doacross loops in Fortran (OpenMP 4.5 §2.7.1 `ordered(n)`, §2.13.8–§2.13.9; 5.2 §15.9.6
//! `doacross`): the `n` DO loops of the nest (also those beyond `collapse`, which each
//! thread runs whole), and where the stand-alone `ordered` directives may appear, with
//! gfortran's (and gcc's, testsuite/omp-diagnostics/doacross.c) words. Lowering:
//! lower/omp.rs through `oxacc_offload::omp_doacross`, C's too.

use oxacc_directives::omp::{Construct, Leaf, OmpClauseKind as CK};
use oxacc_source::Span;
use smol_str::SmolStr;

use super::tree::{OmpArgs, OmpClause};
use super::Sema;
use crate::ast;
use crate::ast::omp as a;

/// A worksharing loop with `ordered(n)`: the DO variables of its `n` loops, outermost first.
#[derive(Clone, Debug)]
pub(crate) struct DoacrossNest {
    pub vars: Vec<SmolStr>,
}

impl Sema<'_> {
    /// The nest of a loop construct `d` whose clauses have `ordered(n)`: `n` perfectly nested
    /// counted DO loops whose bounds and steps do not use an outer one's DO variable (their
    /// iteration space is set up before the loop). `Some(None)` when it has no `ordered(n)`,
    /// `None` after an error.
    pub(super) fn omp_doacross_nest(
        &mut self,
        con: Construct,
        d: &a::OmpDirective,
        body: &[ast::Stmt],
        clauses: &[OmpClause],
    ) -> Option<Option<DoacrossNest>> {
        let Some((n, at)) = clauses.iter().find_map(|c| match c.args {
            OmpArgs::Doacross(n) => Some((n, c.span)),
            _ => None,
        }) else {
            return Some(None);
        };
        if !con.has(Leaf::For) {
            self.error(
                at,
                "OpenMP 'ordered(n)' here is not supported yet in Fortran",
            );
            return None;
        }
        let mut vars = Vec::new();
        let mut cur = body.iter().find(|s| matches!(s.kind, ast::StmtKind::Do(_)));
        while vars.len() < n as usize {
            let Some(ast::StmtKind::Do(dc)) = cur.map(|s| &s.kind) else {
                break;
            };
            let ast::DoControl::Counted { var, .. } = &dc.control else {
                break;
            };
            vars.push(var.key.clone());
            cur = crate::sema::acc::inner_do(&dc.body, false);
        }
        if vars.len() < n as usize {
            self.error(
                at,
                format!(
                    "'ordered({n})' needs {n} perfectly nested counted DO loops after '!$omp {}' (OpenMP 4.5 §2.7.1: they are the loops of the doacross nest)",
                    d.kind.name(oxacc_directives::Lang::Fortran)
                ),
            );
            return None;
        }
        if let Some((_, name)) = super::collapse::outer_var_use(body, n) {
            self.error(
                name.span,
                format!(
                    "a doacross loop ('ordered(n)') whose bounds use the DO variable '{}' of an outer loop of the nest is not supported yet",
                    name.text
                ),
            );
            return None;
        }
        Some(Some(DoacrossNest { vars }))
    }

    /// The `ordered` construct `d` (4.5 §2.13.8): with `depend(source|sink)` or `doacross`
    /// it stands alone, closely nested in a loop with `ordered(n)`, each sink vector naming
    /// the `n` DO variables in order; without, it may not be closely nested in such a loop.
    pub(super) fn omp_doacross_ordered(&mut self, d: &a::OmpDirective) -> bool {
        let depend = d
            .clauses
            .iter()
            .any(|c| matches!(c.kind, CK::Depend | CK::Doacross));
        let inner_loop = self.omp_open.last().is_some_and(|(c, ..)| c.has(Leaf::For));
        let nest = self.omp_doacross.last().cloned().flatten();
        if !depend {
            if nest.is_some() {
                self.omp_doacross_error(
                    d.name_span,
                    "'ordered' region without 'depend' clause may not be closely nested inside a loop region with an 'ordered' clause with a parameter",
                );
                return false;
            }
            return true;
        }
        let Some(nest) = nest else {
            let what = if inner_loop {
                "a loop with 'ordered' clause with a parameter"
            } else {
                "an 'ordered' loop"
            };
            self.omp_doacross_error(
                d.name_span,
                &format!(
                    "'ordered' construct with 'depend' clause must be closely nested inside {what}"
                ),
            );
            return false;
        };
        let mut ok = true;
        for c in &d.clauses {
            let a::OmpArgs::Sink(vec) = &c.args else {
                continue;
            };
            if vec.len() != nest.vars.len() {
                self.omp_doacross_error(
                    c.span,
                    "number of variables in 'depend' clause with 'sink' modifier does not match number of iteration variables",
                );
                ok = false;
                continue;
            }
            for (k, ((name, _), want)) in vec.iter().zip(&nest.vars).enumerate() {
                if name.key != *want {
                    self.omp_doacross_error(
                        name.span,
                        &format!(
                            "variable '{}' is not an iteration of outermost loop {}, expected '{want}'",
                            name.text,
                            k + 1
                        ),
                    );
                    ok = false;
                }
            }
        }
        ok
    }

    fn omp_doacross_error(&mut self, at: Span, message: &str) {
        self.error(at, format!("{message} (OpenMP 4.5 §2.13.8, §2.13.9)"));
    }
}
