//! The `taskloop` construct in C (OpenMP 4.5 §2.9.2): its own clauses (`grainsize`,
//! `num_tasks`, `nogroup`) and what oxacc does not run on it yet. The loop is checked as a
//! worksharing loop's (canonical form, `collapse`) and the data-sharing rules are those of
//! `task` (sema/omp_task.rs).

use oxacc_directives::TokRange;
use oxacc_source::Span;

use super::Sema;
use crate::ast::ExprId;
use crate::omp::OmpBody;
use crate::token::Token;

impl Sema<'_> {
    /// `grainsize(g)` or `num_tasks(n)` (§2.9.2): an integer expression, on `taskloop` only.
    pub(super) fn omp_taskloop_clause(
        &mut self,
        toks: &[Token],
        r: TokRange,
        at: Span,
        cname: &str,
        body: &OmpBody,
    ) -> Option<ExprId> {
        if *body != OmpBody::Taskloop {
            // The directive checks allow these clauses on taskloop constructs only.
            self.error(at, format!("OpenMP '{cname}' clause is not supported yet"));
            return None;
        }
        Some(self.omp_int_expr(toks, r, &format!("OpenMP '{cname}' clause")))
    }
}
